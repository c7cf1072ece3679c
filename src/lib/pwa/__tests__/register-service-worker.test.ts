import type { WorkboxLifecycleEvent } from 'workbox-window'

jest.mock('workbox-window', () => ({ Workbox: jest.fn() }))

type Listener = (event: WorkboxLifecycleEvent) => void

/** Stands in for workbox-window's Workbox: the events are sent by the tests. */
class FakeWorkbox {
  readonly listeners = new Map<string, Listener[]>()
  readonly update = jest.fn(async () => undefined)
  constructor(
    readonly scriptURL: string,
    readonly options: RegistrationOptions,
    readonly register: () => Promise<ServiceWorkerRegistration | undefined>,
  ) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  emit(type: string, props: Partial<WorkboxLifecycleEvent> = {}) {
    for (const listener of this.listeners.get(type) ?? [])
      listener({ type, ...props } as WorkboxLifecycleEvent)
  }
}

/** A service worker in a given state; the tests move it on with `moveTo`. */
class FakeWorker extends EventTarget {
  readonly postMessage = jest.fn()
  constructor(public state: ServiceWorkerState) {
    super()
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}
const asWorker = (worker: FakeWorker) => worker as unknown as ServiceWorker

type Modules = typeof import('../register-service-worker') &
  typeof import('../build-updates') &
  typeof import('../service-worker-status') & { Workbox: jest.Mock }

/** workbox-window is imported when registering, after the isolated modules below were loaded: the main one. */
const Workbox = jest.requireMock<{ Workbox: jest.Mock }>('workbox-window').Workbox

/** Fresh modules per test: the worker's status and "this page is outdated" are module state. */
function freshModules(): Modules {
  let modules: Modules | undefined
  jest.isolateModules(() => {
    modules = {
      ...jest.requireActual<typeof import('../register-service-worker')>('../register-service-worker'),
      ...jest.requireActual<typeof import('../build-updates')>('../build-updates'),
      ...jest.requireActual<typeof import('../service-worker-status')>('../service-worker-status'),
      Workbox,
    }
  })
  return modules!
}

/** jsdom has no service workers: a stand-in container. */
function installContainer(container: Partial<ServiceWorkerContainer> | undefined) {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  if (container === undefined) delete (navigator as { serviceWorker?: unknown }).serviceWorker
}

const html = document.documentElement
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve()
}

/** Registers with a Workbox stand-in whose register() answers with `registration` (or fails with it). */
async function registerWith(
  modules: Modules,
  {
    controller = null,
    registration = {},
    reload = jest.fn(),
    nextIdleMoment = async () => undefined,
  }: {
    controller?: FakeWorker | null
    registration?: Partial<ServiceWorkerRegistration> | Error
    reload?: jest.Mock
    nextIdleMoment?: () => Promise<void>
  } = {},
) {
  installContainer({ controller: controller && asWorker(controller) })
  const register = jest.fn(async () => {
    if (registration instanceof Error) throw registration
    return { installing: null, waiting: null, active: null, ...registration } as ServiceWorkerRegistration
  })
  let wb: FakeWorkbox | undefined
  modules.Workbox.mockImplementation((url: string, options: RegistrationOptions) => {
    wb = new FakeWorkbox(url, options, register)
    return wb
  })
  modules.registerServiceWorker({ switchedOff: false, reload, nextIdleMoment })
  await settle()
  return { wb: wb!, register, reload }
}

describe('registering the service worker with workbox-window', () => {
  beforeEach(() => {
    Workbox.mockReset()
    for (const name of [...html.getAttributeNames()].filter((name) => name.startsWith('data-'))) {
      html.removeAttribute(name)
    }
  })
  afterEach(() => installContainer(undefined))

  it('registers /sw.js for the whole site and reports installing, installed, activated on a first visit', async () => {
    const modules = freshModules()
    const worker = new FakeWorker('installing')
    const { wb, register } = await registerWith(modules, { registration: { installing: asWorker(worker) } })
    expect(wb.scriptURL).toBe('/sw.js')
    expect(wb.options).toEqual({ scope: '/' })
    expect(register).toHaveBeenCalled()
    expect(html.dataset.swState).toBe('installing')

    wb.emit('installed', { sw: asWorker(worker) })
    expect(html.dataset.swState).toBe('installed')
    expect(html.getAttribute('data-sw-offline-ready')).toBe('true')
    wb.emit('activated', { sw: asWorker(worker) })
    expect(html.dataset.swState).toBe('activated')
  })

  it('constructs and registers in an idle moment after workbox-window arrived, not in the same task', async () => {
    const modules = freshModules()
    let idle: () => void = () => undefined
    const idleMoment = new Promise<void>((resolve) => (idle = resolve))
    const { register } = await registerWith(modules, { nextIdleMoment: () => idleMoment })
    expect(modules.Workbox).not.toHaveBeenCalled()
    idle()
    await settle()
    expect(modules.Workbox).toHaveBeenCalledTimes(1)
    expect(register).toHaveBeenCalled()
  })

  it('gives the page and what it loaded to the first worker when it takes control', async () => {
    const modules = freshModules()
    const loaded = [`${window.location.origin}/app-0123456789abcdef0123.js`, 'https://consent.example/uc.js']
    // jsdom keeps no resource timings: what the browser would list.
    Object.defineProperty(performance, 'getEntriesByType', {
      value: () => loaded.map((name) => ({ name })),
      configurable: true,
    })
    const { wb } = await registerWith(modules)
    const worker = new FakeWorker('activated')
    Object.assign(navigator.serviceWorker, { controller: asWorker(worker) }) // it took control
    wb.emit('controlling', { sw: asWorker(worker) })
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: 'STORE_PAGE',
      page: window.location.href,
      resources: [loaded[0]], // this site's files only
    })
    wb.emit('controlling', { sw: asWorker(worker) })
    expect(worker.postMessage).toHaveBeenCalledTimes(1)
  })

  it('a new build’s worker waiting: needs-refresh, it is told to take over, and reported when activated', async () => {
    const modules = freshModules()
    const { wb } = await registerWith(modules, { controller: new FakeWorker('activated') })
    const next = new FakeWorker('installed')
    wb.emit('waiting', { sw: asWorker(next), isExternal: true })
    expect(html.dataset.swState).toBe('waiting')
    expect(html.getAttribute('data-sw-needs-refresh')).toBe('true')
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
    next.moveTo('activated')
    expect(html.dataset.swState).toBe('activated')
  })

  it('tells a new build’s worker to take over as soon as it is installed', async () => {
    const modules = freshModules()
    const { wb } = await registerWith(modules, { controller: new FakeWorker('activated') })
    const next = new FakeWorker('installed')
    wb.emit('installed', { sw: asWorker(next), isUpdate: true })
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
    wb.emit('waiting', { sw: asWorker(next), isUpdate: true })
    expect(next.postMessage).toHaveBeenCalledTimes(1)
    expect(html.hasAttribute('data-sw-offline-ready')).toBe(false) // not a first install
  })

  it('also follows a new build’s worker the browser found before workbox-window registered', async () => {
    const modules = freshModules()
    const early = new FakeWorker('installing')
    await registerWith(modules, {
      controller: new FakeWorker('activated'),
      registration: { installing: asWorker(early) },
    })
    expect(early.postMessage).not.toHaveBeenCalled()
    early.moveTo('installed')
    expect(early.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
    expect(html.getAttribute('data-sw-needs-refresh')).toBe('true')
  })

  it('reloads a page of an older build once when the new worker takes control', async () => {
    const modules = freshModules()
    const { wb, reload } = await registerWith(modules, { controller: new FakeWorker('activated') })
    modules.loadNewBuildOnNextNavigation('build-2')
    wb.emit('controlling', { isUpdate: true })
    wb.emit('controlling', { isUpdate: true })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads a page with unsent input: it keeps needs-refresh, and links load the new build', async () => {
    const modules = freshModules()
    document.body.innerHTML = '<input aria-label="Naam">'
    document.querySelector('input')!.value = 'Anna'
    const { wb, reload } = await registerWith(modules, { controller: new FakeWorker('activated') })
    modules.loadNewBuildOnNextNavigation('build-2')
    wb.emit('waiting', { sw: asWorker(new FakeWorker('installed')) })
    wb.emit('controlling', { isUpdate: true })
    expect(reload).not.toHaveBeenCalled()
    expect(html.getAttribute('data-sw-needs-refresh')).toBe('true')
    document.body.innerHTML = ''
  })

  it('does not reload a page that came from the network after the deploy (it is the new build)', async () => {
    const modules = freshModules()
    const { wb, reload } = await registerWith(modules, { controller: new FakeWorker('activated') })
    wb.emit('waiting', { sw: asWorker(new FakeWorker('installed')) })
    wb.emit('controlling', { isUpdate: true })
    expect(reload).not.toHaveBeenCalled()
    expect(html.hasAttribute('data-sw-needs-refresh')).toBe(false)
  })

  it('reports a worker already active from an earlier visit as activated', async () => {
    const modules = freshModules()
    const controller = new FakeWorker('activated')
    await registerWith(modules, { controller, registration: { active: asWorker(controller) } })
    expect(html.dataset.swState).toBe('activated')
    expect(html.getAttribute('data-sw-offline-ready')).toBe('true')
  })

  it('sets the error flag when registration fails, and logs why', async () => {
    const modules = freshModules()
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await registerWith(modules, { registration: new Error('404') })
    expect(modules.serviceWorkerStatus().error).toBe(true)
    expect(html.getAttribute('data-sw-error')).toBe('true')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('sets the error flag when a worker is thrown away before it was ever active (its install failed)', async () => {
    const modules = freshModules()
    const controller = new FakeWorker('activated')
    const { wb } = await registerWith(modules, { controller })
    wb.emit('redundant', { sw: asWorker(controller) }) // replaced after being active: fine
    expect(html.hasAttribute('data-sw-error')).toBe(false)
    wb.emit('redundant', { sw: asWorker(new FakeWorker('redundant')) })
    expect(html.getAttribute('data-sw-error')).toBe('true')
  })

  it('asks workbox-window to look for a new worker when a new build is seen', async () => {
    const modules = freshModules()
    const { wb } = await registerWith(modules)
    modules.checkForNewWorker()
    await settle()
    expect(wb.update).toHaveBeenCalled()
  })

  it('with the switch off, registers nothing and removes workers of earlier builds', async () => {
    const modules = freshModules()
    const unregister = jest.fn(async () => true)
    installContainer({
      controller: null,
      getRegistrations: async () => [{ unregister } as unknown as ServiceWorkerRegistration],
    })
    modules.registerServiceWorker({ switchedOff: true })
    await settle()
    expect(modules.Workbox).not.toHaveBeenCalled()
    expect(unregister).toHaveBeenCalled()
    expect(html.dataset.swState).toBe('switched-off')
  })

  it('says so where browsers have no service workers', () => {
    const modules = freshModules()
    installContainer(undefined)
    modules.registerServiceWorker({ switchedOff: false })
    expect(html.dataset.swState).toBe('unsupported')
  })
})
