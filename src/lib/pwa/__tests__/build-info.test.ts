import { parseBuildInfo } from '../build-info'

describe('the latest-build info', () => {
  it('accepts what the build writes and nothing else', () => {
    expect(parseBuildInfo({ buildId: 'abc-1', builtAt: '2026-11-21T10:00:00.000Z' })).toEqual({
      buildId: 'abc-1',
      builtAt: '2026-11-21T10:00:00.000Z',
    })
    expect(parseBuildInfo({ buildId: '', builtAt: 'x' })).toBeNull()
    expect(parseBuildInfo({ buildId: 12 })).toBeNull()
    expect(parseBuildInfo('<html>')).toBeNull()
    expect(parseBuildInfo(null)).toBeNull()
  })
})
