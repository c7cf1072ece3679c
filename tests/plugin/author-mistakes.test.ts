import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/nodes/build-nodes'
import { normaliseDate } from '../../plugins/gatsby-source-wp-rest/src/normalize/date'
import {
  recordItemNotices,
  recordSiteFault,
  type ItemNotice,
} from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import { takeNotices } from '../../server/publish/notices'
import { CmsRequestError, siteFaultInDutch } from '../../plugins/gatsby-source-wp-rest/src/fetch/errors'
import { CMS, rawContent, restPost } from './support/rest-fixtures'

const activity = (start: unknown, end: unknown = '') =>
  restPost({
    id: 812,
    slug: 'webinar',
    type: 'activities',
    link: `${CMS}/agenda/webinar/`,
    featured_media: 0,
    _embedded: {},
    acf: { start, end, location: 'Online', registration_url: '' },
  })

describe('one author’s mistake costs that item (or that part), never the build', () => {
  it.each([
    ['2026-12-10', '2026-12-10'],
    ['2026-12-10 14:00:00', '2026-12-10T14:00:00'],
    ['2026-12-10T14:00', '2026-12-10T14:00:00'],
    ['20261210', '2026-12-10'],
    ['volgende week', null],
    ['2026-02-30', null],
    ['2026-12-10 25:00', null],
    ['10-12-2026', null],
  ])('reads the date %j as %j', (value, expected) => {
    expect(normaliseDate(value)).toBe(expected)
  })

  it('publishes an activity whose start is not a date without it (so it is in no agenda), and notes why', () => {
    const notices: ItemNotice[] = []
    const nodes = buildNodeInputs(
      rawContent({ lists: { ...rawContent().lists, activities: [activity('volgende week')] } }),
      [CMS],
      [],
      {
        notices,
      },
    )
    expect(nodes.find((node) => node.key === 'WpActivity:812')?.fields.start).toBeNull()
    expect(notices).toEqual([
      {
        restType: 'activities',
        id: 812,
        label: 'webinar',
        outcome: 'cut',
        problem:
          'Begin: „volgende week” is geen datum (JJJJ-MM-DD UU:MM); de activiteit staat daarom niet in de agenda, de agendabestanden en de gegevens voor zoekmachines.',
        field: 'acf.start',
        value: 'volgende week',
      },
    ])
  })

  it('keeps a valid start and drops only an end that is not a date', () => {
    const notices: ItemNotice[] = []
    const nodes = buildNodeInputs(
      rawContent({
        lists: { ...rawContent().lists, activities: [activity('2026-12-10 14:00:00', 'morgen')] },
      }),
      [CMS],
      [],
      { notices },
    )
    expect(nodes.find((node) => node.key === 'WpActivity:812')?.fields).toMatchObject({
      start: '2026-12-10T14:00:00',
      end: null,
    })
    expect(notices.map((notice) => notice.problem)).toEqual([
      'Einde: „morgen” is geen datum (JJJJ-MM-DD UU:MM); het veld is weggelaten.',
    ])
  })

  it.each(['_headers', '_redirects', 'nginx', 'static'])(
    'leaves out a page at the reserved address /%s/ (and its featured image), naming it',
    (slug) => {
      const notices: ItemNotice[] = []
      const page = restPost({ id: 77, slug, type: 'page', link: `${CMS}/${slug}/` })
      const nodes = buildNodeInputs(
        rawContent({ lists: { ...rawContent().lists, pages: [page] } }),
        [CMS],
        [],
        {
          reservedPaths: ['_headers', '_redirects', 'nginx', 'static'],
          notices,
        },
      )
      expect(nodes.some((node) => node.key === 'WpPage:77')).toBe(false)
      expect(nodes.some((node) => node.key === 'WpProduct:101')).toBe(true)
      expect(notices).toEqual([
        expect.objectContaining({
          restType: 'pages',
          id: 77,
          label: slug,
          outcome: 'left-out',
          field: 'slug',
          problem: `het adres /${slug} is gereserveerd voor bestanden van de website zelf (geef het item een andere slug); het item is niet gepubliceerd.`,
        }),
      ])
    },
  )
})

describe('the notices file, from the build to the publishing status', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'notices-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  const notice: ItemNotice = {
    restType: 'media',
    id: 5,
    label: 'nope.png',
    outcome: 'cut',
    problem: 'ontbreekt',
  }

  it('logs each notice and appends it as a JSON line; the loop takes each once and removes the file', async () => {
    const file = path.join(dir, 'build.notices')
    const logged: string[] = []
    recordItemNotices((line) => logged.push(line), [notice], file)
    recordItemNotices((line) => logged.push(line), [notice, { ...notice, id: 6 }], file)
    expect(logged[0]).toBe(
      "Author's mistake, the build goes on: media 5 (nope.png) published without the broken part: ontbreekt",
    )
    expect((await readFile(file, 'utf8')).split('\n').filter(Boolean)).toHaveLength(3)
    expect(takeNotices(file)).toEqual({ notices: [notice, { ...notice, id: 6 }], siteFault: null })
    expect(takeNotices(file)).toEqual({ notices: [], siteFault: null })
  })

  it('carries why the whole build stopped, in Dutch, for editors', () => {
    const file = path.join(dir, 'build.notices')
    recordItemNotices(() => undefined, [notice], file)
    recordSiteFault(
      siteFaultInDutch(new CmsRequestError('https://cms.example/wp-json/wp/v2/pages', 502, 'a list', 'x')),
      file,
    )
    expect(takeNotices(file)).toEqual({
      notices: [notice],
      siteFault: expect.stringMatching(
        /^WordPress antwoordde met HTTP 502 toen de build de inhoud las \(https:\/\/cms\.example/,
      ),
    })
    recordSiteFault(siteFaultInDutch(new Error('The CMS lists pages 4, but did not return it')), file)
    expect(takeNotices(file).siteFault).toMatch(/^de inhoud uit WordPress kon niet als geheel worden gelezen/)
  })

  it('skips a line cut short or of another shape', async () => {
    const file = path.join(dir, 'build.notices')
    recordItemNotices(() => undefined, [notice], file)
    const { appendFileSync } = await import('node:fs')
    appendFileSync(file, '{"restType":"media","id":"x"}\n{"restType":"med')
    expect(takeNotices(file).notices).toEqual([notice])
  })
})
