import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, watchForNewBuilds } from '../build-updates'

/** Answers the checks in turn with the given build ids (null: offline). */
const answers = (...buildIds: (string | null)[]) => {
  const fetchLatest = jest.fn(async () => (buildIds.length > 1 ? buildIds.shift()! : buildIds[0]!))
  return fetchLatest
}

const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
}

describe('watching for a new build', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('checks first after about a second, then periodically; the first answer is the page’s own build', async () => {
    const fetchLatest = answers('build-1', 'build-1', 'build-2')
    const onNewBuild = jest.fn()
    watchForNewBuilds(onNewBuild, fetchLatest)

    jest.advanceTimersByTime(FIRST_CHECK_DELAY_MS - 1)
    expect(fetchLatest).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await settle()
    expect(fetchLatest).toHaveBeenCalledTimes(1)

    jest.advanceTimersByTime(CHECK_INTERVAL_MS)
    await settle()
    expect(onNewBuild).not.toHaveBeenCalled()

    jest.advanceTimersByTime(CHECK_INTERVAL_MS)
    await settle()
    expect(onNewBuild).toHaveBeenCalledWith('build-2')
  })

  it('checks when the tab is shown again, reports a new build once and then stops', async () => {
    const fetchLatest = answers('build-1', 'build-2')
    const onNewBuild = jest.fn()
    watchForNewBuilds(onNewBuild, fetchLatest)
    jest.advanceTimersByTime(FIRST_CHECK_DELAY_MS)
    await settle()

    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(onNewBuild).toHaveBeenCalledTimes(1)

    document.dispatchEvent(new Event('visibilitychange'))
    jest.advanceTimersByTime(CHECK_INTERVAL_MS * 3)
    await settle()
    expect(fetchLatest).toHaveBeenCalledTimes(2)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
  })

  it('ignores checks that got no answer (offline) and keeps asking', async () => {
    const fetchLatest = answers(null, 'build-1', null, 'build-2')
    const onNewBuild = jest.fn()
    const stop = watchForNewBuilds(onNewBuild, fetchLatest)
    jest.advanceTimersByTime(FIRST_CHECK_DELAY_MS)
    for (let check = 0; check < 3; check += 1) {
      jest.advanceTimersByTime(CHECK_INTERVAL_MS)
      await settle()
    }
    expect(onNewBuild).toHaveBeenCalledWith('build-2')
    stop()
  })

  it('stops when asked', async () => {
    const fetchLatest = answers('build-1')
    const stop = watchForNewBuilds(jest.fn(), fetchLatest)
    stop()
    jest.advanceTimersByTime(CHECK_INTERVAL_MS * 2)
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(fetchLatest).not.toHaveBeenCalled()
  })
})
