import { isChunkLoadError, reloadOnceForPath, RELOAD_GUARD_MS } from '../reload-guard'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('the chunk reload guard', () => {
  it('reloads once per path within 10 seconds, and again after that', () => {
    const storage = memoryStorage()
    const reload = jest.fn()
    expect(reloadOnceForPath('/contact', { now: 1_000, online: true, storage, reload })).toBe(true)
    expect(
      reloadOnceForPath('/contact', { now: 1_000 + RELOAD_GUARD_MS - 1, online: true, storage, reload }),
    ).toBe(false)
    expect(reloadOnceForPath('/agenda', { now: 2_000, online: true, storage, reload })).toBe(true)
    expect(
      reloadOnceForPath('/contact', { now: 1_000 + RELOAD_GUARD_MS, online: true, storage, reload }),
    ).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('never reloads when it cannot remember (storage unavailable)', () => {
    const reload = jest.fn()
    const storage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    expect(reloadOnceForPath('/', { now: 0, online: true, storage, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('never reloads offline: nothing newer could be fetched, and the visitor would lose their place', () => {
    const reload = jest.fn()
    expect(reloadOnceForPath('/contact', { now: 0, online: false, storage: memoryStorage(), reload })).toBe(
      false,
    )
    expect(reload).not.toHaveBeenCalled()
  })

  it('recognises webpack’s chunk errors and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: /app-123.js)'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
  })
})
