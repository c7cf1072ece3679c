import { linksLoadFully } from '../links-load-fully'

/**
 * The app's router listens below the window (React on the app's root): a click it receives is rendered in the
 * app. The tests note which clicks reach it, and which the browser would follow itself.
 */
function setUp() {
  document.body.innerHTML = `
    <a href="/agenda">Agenda</a>
    <a href="/agenda"><span>In a span</span></a>
    <a href="https://elders.example/">Another site</a>
    <a href="#inhoud">Fragment on this page</a>
    <a href="/agenda" target="_blank">New tab</a>
    <a href="/brochure.pdf" download>Download</a>`
  const reachedApp: string[] = []
  const appRoot = (event: Event) => reachedApp.push((event.target as Element).textContent ?? '')
  document.body.addEventListener('click', appRoot)
  const stop = linksLoadFully()
  const followedByBrowser: boolean[] = []
  // After the listener under test, on the same target and phase: it still runs. jsdom cannot navigate, so the
  // default action is noted and then prevented.
  const browser = (event: MouseEvent) => {
    followedByBrowser.push(!event.defaultPrevented)
    event.preventDefault()
  }
  window.addEventListener('click', browser, { capture: true })
  const click = (name: string, init: MouseEventInit = {}) =>
    [...document.querySelectorAll('a, span')]
      .find((element) => element.textContent === name && element.children.length === 0)!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  const tearDown = () => {
    stop()
    window.removeEventListener('click', browser, { capture: true })
    document.body.removeEventListener('click', appRoot)
    document.body.innerHTML = ''
  }
  return { click, reachedApp, followedByBrowser, tearDown, stop }
}

describe('links that load the page fully (the page is of an older build)', () => {
  it('leaves a click on a link to a page of this site to the browser, even on an element inside the link', () => {
    const { click, reachedApp, followedByBrowser, tearDown } = setUp()
    click('Agenda')
    click('In a span')
    expect(reachedApp).toEqual([])
    expect(followedByBrowser).toEqual([true, true])
    tearDown()
  })

  it('leaves other clicks to the app: other sites, fragments, new tabs, downloads, modifier keys, other buttons', () => {
    const { click, reachedApp, tearDown } = setUp()
    click('Another site')
    click('Fragment on this page')
    click('New tab')
    click('Download')
    click('Agenda', { ctrlKey: true })
    click('Agenda', { button: 1 })
    expect(reachedApp).toEqual([
      'Another site',
      'Fragment on this page',
      'New tab',
      'Download',
      'Agenda',
      'Agenda',
    ])
    tearDown()
  })

  it('gives links back to the app when stopped', () => {
    const { click, reachedApp, stop, tearDown } = setUp()
    stop()
    click('Agenda')
    expect(reachedApp).toEqual(['Agenda'])
    tearDown()
  })
})
