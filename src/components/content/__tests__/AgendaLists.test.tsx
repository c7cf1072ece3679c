import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { TextEncoder } from 'node:util'
import { axe } from 'jest-axe'
import { dutchNow } from '../../../lib/agenda'
import { AGENDA_AT_VISIT_SCRIPT } from '../../../lib/agenda-as-built'
import type { Activity } from '../ActivityList'
import { AgendaLists } from '../AgendaLists'

const activity = (slug: string, start: string, end: string | null): Activity => ({
  slug,
  title: `Activiteit ${slug}`,
  path: `/agenda/${slug}`,
  excerpt: '',
  start,
  end,
  location: 'Online',
  registrationUrl: 'https://webinar.example.nl/aanmelden',
  activityTypes: [{ name: 'Webinar', slug: 'webinar' }],
  featuredImage: null,
})
const ACTIVITIES = [
  activity('gebruikersdag', '2026-11-10T10:00:00', '2026-11-10T16:00:00'),
  activity('webinar', '2026-12-10T12:30:00', '2026-12-10T13:15:00'),
  activity('beurs', '2027-03-18T09:00:00', '2027-03-20T17:00:00'),
]
const BUILD = '2026-12-02T09:00:00'
/** Eight days after the build: the webinar has ended since. */
const VISIT = new Date('2026-12-10T14:00:00+01:00')

const titlesIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

/** React's server renderer; its browser build, which jsdom's environment picks, needs TextEncoder (not in jsdom). */
function serverRenderer(): typeof import('react-dom/server') {
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true })
  return jest.requireActual('react-dom/server')
}

/** The page's HTML as built, with its script run as the parser runs it (jsdom leaves scripts in innerHTML alone). */
function serveBuiltHtml(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = serverRenderer().renderToString(
    <AgendaLists activities={ACTIVITIES} buildNow={BUILD} />,
  )
  const script = container.querySelector('script')
  if (script) new Function('document', AGENDA_AT_VISIT_SCRIPT)({ ...documentParts(), currentScript: script })
  return container
}
const documentParts = () => ({
  head: document.head,
  createElement: (tag: string) => document.createElement(tag),
})

describe('AgendaLists', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: VISIT })
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })
  afterEach(() => jest.useRealTimers())

  it('hydrates the HTML as built without a mismatch, then lists what ended since the build as past', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const container = serveBuiltHtml()
    // Before hydration: the webinar's copy among the past ones is shown by the script's CSS, its entry above hidden.
    expect(document.head.querySelector('style')?.textContent).toContain('display:none')

    await act(async () => {
      hydrateRoot(container, <AgendaLists activities={ACTIVITIES} buildNow={BUILD} />)
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(titlesIn('Komende activiteiten')).toEqual(['Activiteit beurs'])
    expect(titlesIn('Eerdere activiteiten')).toEqual(['Activiteit webinar', 'Activiteit gebruikersdag'])
    // The split by the visitor's clock keeps no copies, marks or script.
    expect(container.querySelectorAll('[hidden], script, [data-agenda-ends]')).toHaveLength(0)
    jest.useRealTimers()
    expect(await axe(container)).toHaveNoViolations()
  })

  it('renders by the browser’s clock at once when opened by a link within the site', () => {
    const added: string[] = []
    const observer = new MutationObserver((records) =>
      records.forEach((record) =>
        record.addedNodes.forEach((node) => node instanceof Element && added.push(node.outerHTML)),
      ),
    )
    observer.observe(document.body, { childList: true, subtree: true })
    render(<AgendaLists activities={ACTIVITIES} buildNow={BUILD} />)
    observer.disconnect()
    expect(added.join('')).not.toMatch(/<script|data-agenda-ends/)
    expect(titlesIn('Komende activiteiten')).toEqual(['Activiteit beurs'])
  })

  it('says nothing is planned when everything upcoming at the build has ended', async () => {
    jest.setSystemTime(new Date('2027-04-01T12:00:00+02:00'))
    const container = serveBuiltHtml()
    await act(async () => {
      hydrateRoot(container, <AgendaLists activities={ACTIVITIES} buildNow={BUILD} />)
    })
    expect(screen.getByText('Er staan op dit moment geen activiteiten gepland.')).toBeVisible()
    expect(titlesIn('Komende activiteiten')).toEqual([])
    expect(dutchNow(new Date())).toBe('2027-04-01T12:00:00')
  })
})
