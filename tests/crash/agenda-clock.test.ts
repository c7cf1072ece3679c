import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { dutchNow } from '../../src/lib/agenda'
import { asAdmin, cms, ROOT, unique } from '../helpers/local-cms'
import {
  builds,
  livePage,
  nginx,
  publishFirstRelease,
  receiver,
  resetState,
  waitFor,
  WITHOUT_HOOK,
} from '../publish/support/publish-stack'

/**
 * The agenda moves on by itself on the live site: an activity that ends leaves "upcoming" and loses its Event
 * data without anyone saving anything, because the publishing clock (scripts/publish/clock.ts) builds at the
 * moment it ends. On the machine's own clock (SITE_NOW unset for this stack: the moment must really pass), with an
 * activity ending 90 seconds after it is made. Part of `npm run test:crash` (it waits for real time).
 */
const ENDS_IN_MS = 90_000
const eventData = (html: string) => html.includes('"@type":"Event"')

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
      execFileSync('php', [
        path.join(ROOT, 'cms/local/write-field.php'),
        String(made.id),
        field,
        dutchNow(new Date(at)),
      ])
    }
    activity = { id: made.id, path: new URL(made.link).pathname }
    receiver('start', { SITE_NOW: '' })
    await publishFirstRelease()
  })

  afterAll(async () => {
    nginx('stop')
    receiver('stop')
    await asAdmin(`/wp/v2/activities/${activity.id}?force=true`, { method: 'DELETE' })
    cms('start', WITHOUT_HOOK)
    cms('seed')
  })

  it('shows the activity as upcoming, with Event data, until it ends; then the clock builds and it is past', async () => {
    if (Date.now() >= endsAt)
      throw new Error('The first release took longer than the activity lasted: raise ENDS_IN_MS.')
    expect(eventData((await livePage(activity.path)).html)).toBe(true)

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
  })
})
