import { registerServiceWorker } from '../register-service-worker'
import { resetServiceWorkerStatus, serviceWorkerStatus } from '../service-worker-status'

/** jsdom has no service workers: a stand-in container for the paths that need no real worker. */
function installContainer(container: Partial<ServiceWorkerContainer> | undefined) {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  if (container === undefined) delete (navigator as { serviceWorker?: unknown }).serviceWorker
}

const html = document.documentElement

describe('registering the service worker', () => {
  beforeEach(() => {
    resetServiceWorkerStatus()
    for (const name of ['data-sw-state', 'data-sw-error', 'data-sw-offline-ready']) html.removeAttribute(name)
  })
  afterEach(() => installContainer(undefined))

  it('registers /sw.js for the whole site', () => {
    const register = jest.fn(() => new Promise<ServiceWorkerRegistration>(() => undefined))
    installContainer({ controller: null, register, addEventListener: jest.fn() })
    registerServiceWorker({ switchedOff: false })
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
    expect(html.dataset.swState).toBe('registering')
  })

  it('sets the error flag when registration fails, and logs why', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    installContainer({
      controller: null,
      register: jest.fn(() => Promise.reject(new Error('404'))),
      addEventListener: jest.fn(),
    })
    registerServiceWorker({ switchedOff: false })
    await Promise.resolve()
    await Promise.resolve()
    expect(serviceWorkerStatus().error).toBe(true)
    expect(html.getAttribute('data-sw-error')).toBe('true')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('with the switch off, registers nothing and removes workers of earlier builds', async () => {
    const unregister = jest.fn(async () => true)
    const register = jest.fn()
    installContainer({
      controller: null,
      register,
      getRegistrations: async () => [{ unregister } as unknown as ServiceWorkerRegistration],
      addEventListener: jest.fn(),
    })
    registerServiceWorker({ switchedOff: true })
    await Promise.resolve()
    await Promise.resolve()
    expect(register).not.toHaveBeenCalled()
    expect(unregister).toHaveBeenCalled()
    expect(html.dataset.swState).toBe('switched-off')
  })

  it('says so where browsers have no service workers', () => {
    installContainer(undefined)
    registerServiceWorker({ switchedOff: false })
    expect(html.dataset.swState).toBe('unsupported')
  })
})
