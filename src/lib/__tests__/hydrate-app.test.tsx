import { HYDRATION_ERRORS_ATTRIBUTE, hydrateApp } from '../hydrate-app'

const PARTS = 20
const BUSY_MS = 2

/** Keeps the main thread busy, as rendering a real component on a slow phone does. */
function busyFor(ms: number) {
  const end = performance.now() + ms
  while (performance.now() < end) {
    // spin
  }
}

/**
 * A page of PARTS parts that each take BUSY_MS to render. `log` records, per render in the browser, whether it
 * ran in the same task as the first one: a microtask queued by the first render runs only once that task ends.
 */
function pageWith(log: { inFirstTask: boolean }[]) {
  let firstTaskOver = false
  const Part = ({ n }: { n: number }) => {
    if (log.length === 0) queueMicrotask(() => (firstTaskOver = true))
    log.push({ inFirstTask: !firstTaskOver })
    busyFor(BUSY_MS)
    return <li>{`Deel ${n}`}</li>
  }
  return (
    <div id="gatsby-focus-wrapper">
      <ul>
        {Array.from({ length: PARTS }, (_, n) => (
          <Part key={n} n={n} />
        ))}
      </ul>
    </div>
  )
}

/** The HTML the server renders for that page. */
const SERVER_HTML = `<div id="gatsby-focus-wrapper"><ul>${Array.from({ length: PARTS }, (_, n) => `<li>Deel ${n}</li>`).join('')}</ul></div>`

async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5_000) throw new Error('hydration did not finish')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute(HYDRATION_ERRORS_ATTRIBUTE)
})

describe('hydrateApp', () => {
  it('hydrates the server HTML in slices, so the browser can handle input in between', async () => {
    const container = document.createElement('div')
    container.innerHTML = SERVER_HTML
    document.body.append(container)
    const serverList = container.querySelector('ul')
    const log: { inFirstTask: boolean }[] = []

    hydrateApp(pageWith(log), container)
    await until(() => log.length === PARTS)

    // At its default priority React hydrates all parts in one task; as a transition it yields every ~5 ms.
    const inFirstTask = log.filter((render) => render.inFirstTask).length
    expect(inFirstTask).toBeGreaterThan(0)
    expect(inFirstTask).toBeLessThan(PARTS)
    // Hydrated, not rendered anew: the server's elements are kept, and nothing had to be recovered.
    expect(container.querySelector('ul')).toBe(serverList)
    expect(document.documentElement.hasAttribute(HYDRATION_ERRORS_ATTRIBUTE)).toBe(false)
  })

  it('renders a page without server HTML from scratch', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    hydrateApp(<p>Alleen in de browser</p>, container)
    await until(() => container.textContent === 'Alleen in de browser')
  })
})
