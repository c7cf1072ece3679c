import { siteNow } from '../../src/build/site-clock'

describe('the site clock (SITE_NOW)', () => {
  const machine = new Date('2031-05-05T05:05:05Z')
  const machineNow = () => machine

  it('is the pinned moment when SITE_NOW is set, whatever the machine says', () => {
    expect(siteNow({ SITE_NOW: '2026-11-20T12:00:00+01:00' }, machineNow).toISOString()).toBe(
      '2026-11-20T11:00:00.000Z',
    )
    expect(siteNow({ SITE_NOW: ' 2026-12-10T13:16:00Z ' }, machineNow).toISOString()).toBe(
      '2026-12-10T13:16:00.000Z',
    )
  })

  it('is the machine clock when SITE_NOW is unset or empty', () => {
    expect(siteNow({}, machineNow)).toBe(machine)
    expect(siteNow({ SITE_NOW: '  ' }, machineNow)).toBe(machine)
  })

  it.each(['volgende week', '2026-11-20', '2026-11-20T12:00:00', '2026-13-40T12:00:00Z'])(
    'refuses %j with a message naming the setting and the form it needs',
    (setting) => {
      expect(() => siteNow({ SITE_NOW: setting }, machineNow)).toThrow(
        /^SITE_NOW must be a moment in ISO 8601 with a zone/,
      )
    },
  )
})
