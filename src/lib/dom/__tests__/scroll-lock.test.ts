import { lockScroll } from '../scroll-lock'

const overflow = () => document.documentElement.style.overflow

describe('the page scroll lock', () => {
  afterEach(() => document.documentElement.removeAttribute('style'))

  it('locks the page while any holder holds it, and unlocks when the last lets go', () => {
    const releaseMenu = lockScroll()
    const releaseModal = lockScroll()
    expect(overflow()).toBe('hidden')
    releaseMenu()
    expect(overflow()).toBe('hidden')
    releaseModal()
    expect(overflow()).toBe('')
  })

  it('puts back what the page had set itself, and a second release changes nothing', () => {
    document.documentElement.style.overflow = 'clip'
    const release = lockScroll()
    expect(overflow()).toBe('hidden')
    release()
    const other = lockScroll()
    release()
    expect(overflow()).toBe('hidden')
    other()
    expect(overflow()).toBe('clip')
  })

  it('never reads the page’s layout or moves it, so locking costs the tap no layout', () => {
    const windowRead = jest.fn(() => 0)
    for (const name of ['scrollY', 'pageYOffset', 'innerWidth', 'innerHeight'])
      Object.defineProperty(window, name, { configurable: true, get: windowRead })
    const elementReads = ['clientWidth', 'clientHeight', 'scrollTop'].map((name) =>
      jest.spyOn(Element.prototype, name as 'clientWidth', 'get'),
    )
    window.scrollTo = jest.fn()
    lockScroll()()
    for (const read of [windowRead, ...elementReads]) expect(read).not.toHaveBeenCalled()
    expect(window.scrollTo).not.toHaveBeenCalled()
  })
})
