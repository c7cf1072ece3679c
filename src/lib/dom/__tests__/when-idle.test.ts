import { afterLoadWhenIdle } from '../when-idle'

/** Code for controls not used yet is fetched after the load, in an idle moment: never during the load. */
describe('after the load, when idle', () => {
  let idle: Array<() => void>
  let readyState: DocumentReadyState
  beforeEach(() => {
    idle = []
    readyState = 'loading'
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState })
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (task: () => void) => idle.push(task),
    })
  })
  const runIdle = () => idle.splice(0).forEach((task) => task())

  it('waits for the load event, then for an idle moment', () => {
    const task = jest.fn()
    afterLoadWhenIdle(task)
    runIdle()
    expect(task).not.toHaveBeenCalled()
    readyState = 'complete'
    window.dispatchEvent(new Event('load'))
    expect(task).not.toHaveBeenCalled()
    runIdle()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('asks for an idle moment at once on a page already loaded', () => {
    readyState = 'complete'
    const task = jest.fn()
    afterLoadWhenIdle(task)
    runIdle()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled (the component went first)', () => {
    const task = jest.fn()
    const cancel = afterLoadWhenIdle(task)
    cancel()
    window.dispatchEvent(new Event('load'))
    runIdle()
    readyState = 'complete'
    const later = jest.fn()
    afterLoadWhenIdle(later)()
    runIdle()
    expect(task).not.toHaveBeenCalled()
    expect(later).not.toHaveBeenCalled()
  })
})
