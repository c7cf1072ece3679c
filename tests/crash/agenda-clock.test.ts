import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { dutchNow } from '../../src/lib/agenda'
import { asAdmin, cms, cmsPhpEnvironment, ROOT, unique } from '../helpers/local-cms'
import {
  builds,
  livePage,
  nginx,
  publishFirstRelease,
  service,
  resetState,
  STATE_DIR,
  waitFor,
  WITHOUT_HOOK,
} from '../helpers/publish-stack'

/**
 * The live site follows the clock without anyone saving anything (server/publish/clock.ts):
 *   - an activity that ends leaves "upcoming" on the agenda and loses its Event data: the clock builds at the
 *     moment it ends;
 *   - a page scheduled in WordPress goes live at its time: the clock asks WordPress to run its cron then, which
 *     publishes the page and calls the hook.
 * On the machine's own clock (SITE_NOW unset for this stack: the moments must really pass), with an activity ending
 * 90 seconds after it is made and a page scheduled a little over WordPress's least of one minute ahead. Part of
 * `npm run test:crash` (it waits for real time).
 */
const ENDS_IN_MS = 90_000
const SCHEDULED_IN_MS = 75_000
const eventData = (html: string) => html.includes('"@type":"Event"')

/** Where the activity is on the agenda's built page: under "Komende activiteiten" or "Eerdere activiteiten". */
async function agendaSection(title: string): Promise<'upcoming' | 'past' | 'absent'> {
  const { html } = await livePage('/agenda/')
  const [upcoming = '', past = ''] = html.split('id="eerdere-activiteiten"')
  return upcoming.includes(title) ? 'upcoming' : past.includes(title) ? 'past' : 'absent'
}

const clockLog = () => readFileSync(path.join(STATE_DIR, 'logs/build-loop.log'), 'utf8')

describe('the agenda on the live site follows the clock', () => {
  const title = `Webinar dat zo afloopt ${unique()}`
  let activity: { id: number; path: string }
  let endsAt: number

  beforeAll(async () => {
    cms('seed')
    resetState()
    const made = await asAdmin<{ id: number; link: string }>('/wp/v2/activities', {
      method: 'POST',
      body: { title, status: 'publish', content: 'Een activiteit die afloopt terwijl de test kijkt.' },
    })
    endsAt = Date.now() + ENDS_IN_MS
    for (const [field, at] of [
      ['start', Date.now() - 3_600_000],
      ['end', endsAt],
    ] as const) {
      // Dutch wall-clock time, as the editor's date field stores it.
      execFileSync(
        'php',
        [path.join(ROOT, 'cms/local/write-field.php'), String(made.id), field, dutchNow(new Date(at))],
        { env: cmsPhpEnvironment() },
      )
    }
    activity = { id: made.id, path: new URL(made.link).pathname }
    service('start', { SITE_NOW: '' })
    await publishFirstRelease()
  })

  afterAll(async () => {
    nginx('stop')
    service('stop')
    await asAdmin(`/wp/v2/activities/${activity.id}?force=true`, { method: 'DELETE' })
    cms('start', WITHOUT_HOOK)
    cms('seed')
  })

  it('shows the activity as upcoming, with Event data, until it ends; then the clock builds and it is past', async () => {
    if (Date.now() >= endsAt)
      throw new Error('The first release took longer than the activity lasted: raise ENDS_IN_MS.')
    expect(eventData((await livePage(activity.path)).html)).toBe(true)
    expect(await agendaSection(title)).toBe('upcoming')

    const clockBuild = await waitFor(
      'the clock’s build after the activity ended',
      async () =>
        builds().find(
          (record) =>
            record.outcome === 'succeeded' && record.changes.some((change) => change.type === 'klok'),
        ),
      { limitMs: ENDS_IN_MS + 4 * 60_000 },
    )
    expect(clockBuild.changes).toEqual([{ type: 'klok', id: 0, action: 'agenda' }])
    expect(Date.parse(clockBuild.started)).toBeGreaterThanOrEqual(Math.floor(endsAt / 1000) * 1000)
    expect(eventData((await livePage(activity.path)).html)).toBe(false)
    expect(await agendaSection(title)).toBe('past')
  })

  it('publishes a page scheduled in WordPress at its time: the clock wakes WordPress, whose hook builds it', async () => {
    const slug = `gepland-${unique()}`
    const at = Date.now() + SCHEDULED_IN_MS
    const page = await asAdmin<{ id: number; status: string }>('/wp/v2/pages', {
      method: 'POST',
      body: {
        title: 'Geplande pagina',
        slug,
        status: 'future',
        date_gmt: new Date(at).toISOString().slice(0, 19),
        content: 'Een pagina die op haar tijd verschijnt.',
      },
    })
    try {
      expect(page.status).toBe('future')
      expect((await livePage(`/${slug}/`)).status).toBe(404)

      const published = await waitFor(
        'the build of the scheduled page',
        async () =>
          builds().find(
            (record) =>
              record.outcome === 'succeeded' &&
              record.changes.some((change) => change.id === page.id && change.action === 'published'),
          ),
        { limitMs: SCHEDULED_IN_MS + 4 * 60_000 },
      )
      expect(Date.parse(published.started)).toBeGreaterThanOrEqual(Math.floor(at / 1000) * 1000)
      expect(clockLog()).toMatch(/\[publish\] clock: [^\n]*scheduled/)
      expect((await livePage(`/${slug}/`)).status).toBe(200)
    } finally {
      await asAdmin(`/wp/v2/pages/${page.id}?force=true`, { method: 'DELETE' })
    }
  })
})
