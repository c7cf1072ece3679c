import { act, render, screen } from '@testing-library/react'
import { useIdleStandby } from '../standby'

// jsdom has no requestIdleCallback: whenIdle falls back to a timer of 1 ms, which the fake timers run one by one.
const nextIdleMoment = () => act(() => jest.advanceTimersByTime(1))

const Panel = ({ prefetch, parts }: { prefetch: () => Promise<unknown>; parts: number }) => (
  <p>{useIdleStandby(prefetch, parts)}</p>
)

describe('useIdleStandby', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('fetches when the browser is idle after the load, then mounts one part per idle moment', async () => {
    const prefetch = jest.fn(() => Promise.resolve())
    render(<Panel prefetch={prefetch} parts={3} />)
    expect(prefetch).not.toHaveBeenCalled()
    await nextIdleMoment()
    expect(prefetch).toHaveBeenCalledTimes(1)
    const seen = [screen.getByText(/\d/).textContent]
    for (let moment = 0; moment < 4; moment++) {
      await nextIdleMoment()
      seen.push(screen.getByText(/\d/).textContent)
    }
    expect(seen).toEqual(['0', '1', '2', '3', '3'])
  })

  it('mounts nothing when the code cannot be fetched, and fetches nothing for a panel gone before the browser was idle', async () => {
    const failing = render(<Panel prefetch={() => Promise.reject(new Error('offline'))} parts={2} />)
    await nextIdleMoment()
    await nextIdleMoment()
    expect(screen.getByText('0')).toBeInTheDocument()
    failing.unmount()

    const prefetch = jest.fn(() => Promise.resolve())
    render(<Panel prefetch={prefetch} parts={2} />).unmount()
    await nextIdleMoment()
    expect(prefetch).not.toHaveBeenCalled()
  })
})
