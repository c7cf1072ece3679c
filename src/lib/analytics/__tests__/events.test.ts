import { CLICK_AREAS, pushEvent } from '../events'
import { EVENT_EXAMPLES, EVENT_NAMES, parametersOf } from '../event-examples'
import { installClickTracking } from '../click-tracking'
import { pushLead } from '../leads'

beforeEach(() => {
  delete window.dataLayer
  document.body.innerHTML = ''
})

describe('the data-layer contract', () => {
  it('pushes events as plain objects with the event name first', () => {
    pushEvent({ event: 'contact_popout_used', popout_action: 'close' })
    expect(window.dataLayer).toEqual([{ event: 'contact_popout_used', popout_action: 'close' }])
  })

  it('names events in snake_case and uses GA4’s generate_lead for leads', () => {
    for (const name of EVENT_NAMES) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/)
    expect(EVENT_NAMES).toContain('generate_lead')
    for (const name of EVENT_NAMES)
      for (const parameter of parametersOf(name)) expect(parameter).toMatch(/^[a-z_]+$/)
  })

  it('gives every event an example with all of its parameters', () => {
    expect(parametersOf('generate_lead')).toEqual(['form_id', 'form_location', 'page_path'])
    expect(parametersOf('contact_popout_shown')).toEqual([])
    expect(Object.keys(EVENT_EXAMPLES)).toEqual(EVENT_NAMES)
  })

  it('pushes generate_lead with the form, its place and the page’s path only', () => {
    window.history.pushState({}, '', '/contact')
    pushLead('contact_page')
    expect(window.dataLayer).toEqual([
      { event: 'generate_lead', form_id: '1', form_location: 'contact_page', page_path: '/contact' },
    ])
  })
})

describe('the click listener', () => {
  let uninstall: () => void
  beforeEach(() => {
    uninstall = installClickTracking()
  })
  afterEach(() => uninstall())

  const click = (html: string) => {
    document.body.innerHTML = html
    const link = document.querySelector('a')!
    link.addEventListener('click', (event) => event.preventDefault())
    ;(link.querySelector('span') ?? link).click()
    return window.dataLayer
  }

  it('reports a phone link with where it is, never the number', () => {
    const pushed = click(
      '<footer data-analytics-area="footer"><p><a href="tel:0881234567"><span>088 123 45 67</span></a></p></footer>',
    )
    expect(pushed).toEqual([{ event: 'contact_click', contact_kind: 'phone', click_location: 'footer' }])
    expect(JSON.stringify(pushed)).not.toMatch(/088/)
  })

  it('reports an e-mail link, never the address; a link outside any area is in the content', () => {
    const pushed = click('<p><a href="MAILTO:info@example.nl?subject=Sollicitatie">info@example.nl</a></p>')
    expect(pushed).toEqual([{ event: 'contact_click', contact_kind: 'email', click_location: 'content' }])
  })

  it('takes the nearest area, and an unknown area counts as content', () => {
    expect(
      click(
        '<div data-analytics-area="footer"><div data-analytics-area="people"><a href="mailto:a@b.nl">a</a></div></div>',
      ),
    ).toEqual([{ event: 'contact_click', contact_kind: 'email', click_location: 'people' }])
    delete window.dataLayer
    expect(click('<div data-analytics-area="elsewhere"><a href="tel:1">1</a></div>')).toEqual([
      { event: 'contact_click', contact_kind: 'phone', click_location: 'content' },
    ])
  })

  it('reports a registration link with the activity’s slug and type', () => {
    const pushed = click(
      '<ul data-analytics-area="agenda"><li><a href="https://example.org/aanmelden?email=x" data-agenda-link="registration" data-activity-slug="webinar-qbridge" data-activity-type="Webinar">Aanmelden</a></li></ul>',
    )
    expect(pushed).toEqual([
      {
        event: 'activity_registration_click',
        activity_slug: 'webinar-qbridge',
        activity_type: 'Webinar',
        click_location: 'agenda',
      },
    ])
  })

  it('reports a calendar link for one activity, and the agenda’s feed as "feed"', () => {
    expect(
      click(
        '<section data-analytics-area="activity"><a href="/agenda/x.ics" data-agenda-link="calendar" data-activity-slug="x">ics</a></section>',
      ),
    ).toEqual([{ event: 'add_to_calendar', activity_slug: 'x', click_location: 'activity' }])
    delete window.dataLayer
    expect(
      click(
        '<div data-analytics-area="agenda"><a href="/agenda.ics" data-agenda-link="calendar">feed</a></div>',
      ),
    ).toEqual([{ event: 'add_to_calendar', activity_slug: 'feed', click_location: 'agenda' }])
  })

  it('ignores every other link and clicks outside links', () => {
    click('<a href="/contact">Contact</a>')
    document.body.click()
    expect(window.dataLayer).toBeUndefined()
  })

  it('counts a link whose own handler stops the click from bubbling', () => {
    document.body.innerHTML = '<a href="tel:1">1</a>'
    const link = document.querySelector('a')!
    link.addEventListener('click', (event) => {
      event.preventDefault()
      event.stopPropagation()
    })
    link.click()
    expect(window.dataLayer).toHaveLength(1)
  })

  it('knows the areas the site marks', () => {
    expect(CLICK_AREAS).toEqual(
      expect.arrayContaining(['footer', 'menu', 'people', 'vacancy', 'contact_page']),
    )
  })
})
