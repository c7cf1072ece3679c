type PagePreloadModule = typeof import('../page-preload')

/** An IntersectionObserver the test drives: it reports what the test says is in view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | undefined
  readonly observed = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback(
      [{ target: element, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
}

function freshPagePreload(): PagePreloadModule {
  let module: PagePreloadModule | undefined
  jest.isolateModules(() => {
    module = jest.requireActual<PagePreloadModule>('../page-preload')
  })
  return module!
}

function linkTo(path: string): HTMLAnchorElement {
  const link = document.createElement('a')
  link.href = path
  document.body.append(link)
  return link
}

describe('preloading the pages behind links', () => {
  const abort = jest.fn()
  const enqueue = jest.fn(() => ({ abort }))
  const hovering = jest.fn()

  beforeEach(() => {
    jest.useFakeTimers()
    abort.mockClear()
    enqueue.mockClear()
    hovering.mockClear()
    document.body.innerHTML = ''
    Object.defineProperty(window, 'IntersectionObserver', {
      value: FakeIntersectionObserver,
      configurable: true,
    })
    window.___loader = { enqueue, hovering }
  })
  afterEach(() => {
    jest.useRealTimers()
    delete window.___loader
  })

  it('queues the page while its link is in view, and gives the preload up when it leaves', () => {
    const { preloadWhenInView } = freshPagePreload()
    const link = linkTo('/contact#formulier')
    preloadWhenInView(link)
    const observer = FakeIntersectionObserver.current!
    expect(observer.observed.has(link)).toBe(true)
    observer.report(link, true)
    expect(enqueue).toHaveBeenCalledWith('/contact')
    observer.report(link, false)
    expect(abort).toHaveBeenCalledTimes(1)
  })

  it('never preloads the page on screen', () => {
    const { preloadNow, preloadWhenInView } = freshPagePreload()
    const link = linkTo(window.location.pathname)
    preloadWhenInView(link)
    FakeIntersectionObserver.current!.report(link, true)
    preloadNow(link)
    expect(enqueue).not.toHaveBeenCalled()
    expect(hovering).not.toHaveBeenCalled()
  })

  it('lets go of links once they have left the page, not before', () => {
    const { preloadWhenInView } = freshPagePreload()
    const leaving = linkTo('/agenda')
    const staying = linkTo('/contact')
    preloadWhenInView(leaving)
    preloadWhenInView(staying)
    const observer = FakeIntersectionObserver.current!
    preloadWhenInView(null) // the framework lets go of the ref while the link is still in the document
    leaving.remove()
    expect(observer.observed.has(leaving)).toBe(true)
    jest.runOnlyPendingTimers()
    expect([...observer.observed]).toEqual([staying])
  })

  it('loads a hovered link’s page at once', () => {
    const { preloadNow } = freshPagePreload()
    preloadNow(linkTo('/over-ons?x=1'))
    expect(hovering).toHaveBeenCalledWith('/over-ons?x=1')
  })
})
