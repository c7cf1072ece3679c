import { isExternal, redirectTable, REMOTE_SUPPORT_PATH } from '../redirects'

describe('the redirect table', () => {
  const table = redirectTable('https://download.example.nl/meekijken.exe')

  it('holds every old path of the spec once', () => {
    expect(table).toHaveLength(23)
    expect(new Set(table.map((redirect) => redirect.from)).size).toBe(table.length)
  })

  it.each([
    ['/home', '/'],
    ['/producten-en-diensten/exqlean', '/producten-en-diensten/exquise-next-generation'],
    [
      '/producten-en-diensten/opleidingen/vertilearning/proefaccount',
      '/producten-en-diensten/video-training',
    ],
    ['/avg-(faq)', '/support'],
    [REMOTE_SUPPORT_PATH, 'https://download.example.nl/meekijken.exe'],
  ])('%s redirects to %s', (from, to) => {
    expect(table.find((redirect) => redirect.from === from)?.to).toBe(to)
  })

  it('does not redirect current paths', () => {
    const from = new Set(table.map((redirect) => redirect.from))
    expect(from.has('/producten-en-diensten/qbridge')).toBe(false)
    expect(from.has('/')).toBe(false)
  })

  it('leaves the remote-support redirect out until its address is configured', () => {
    expect(redirectTable(null).some((redirect) => redirect.from === REMOTE_SUPPORT_PATH)).toBe(false)
  })

  it('never redirects to another old path (no chains)', () => {
    const sources = new Set(table.map((redirect) => redirect.from))
    expect(table.filter((redirect) => sources.has(redirect.to))).toEqual([])
  })

  it('tells external targets from site paths', () => {
    expect(isExternal('https://x.nl/a')).toBe(true)
    expect(isExternal('/support')).toBe(false)
  })
})
