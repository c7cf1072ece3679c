import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { normaliseAcf } from '../../plugins/gatsby-source-wp-rest/src/normalize/acf-fields'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import { contentRulesForPhp } from '../../plugins/gatsby-source-wp-rest/src/rules/php-rules'
import type { ListRestType } from '../../plugins/gatsby-source-wp-rest/src/content-types'
import {
  BAD_CHOICE,
  BAD_DATES,
  BAD_EMAILS,
  BAD_LINKS,
  INVISIBLE_CHARACTERS,
  tooLong,
  type BadValue,
} from '../corpus/bad-values'
import { asAdmin, cmsPhpEnvironment, ROOT } from '../helpers/local-cms'
import { MAX_LENGTH } from '../../plugins/gatsby-source-wp-rest/src/rules/content-rules'

const CMS = 'https://cms.example.nl'

/** One field of each kind WordPress's field box checks, with good values beside the corpus's bad ones. */
const FIELDS_UNDER_TEST: Array<{ restType: ListRestType; key: string; good: string[]; bad: BadValue[] }> = [
  {
    restType: 'partners',
    key: 'website',
    good: ['https://www.knmt.nl/', '/over-ons', '#agenda', 'mailto:info@example.nl', 'tel:+31 88 123 45 67'],
    bad: [...BAD_LINKS, ...tooLong(MAX_LENGTH.address)],
  },
  { restType: 'people', key: 'email', good: ['anna@praktijk.nl', 'a.b+c@sub.example.nl'], bad: BAD_EMAILS },
  {
    restType: 'activities',
    key: 'start',
    good: ['2026-12-10T14:00', '2026-12-10 14:00:00'],
    bad: [...BAD_DATES, { name: 'empty', value: '' }],
  },
  { restType: 'careers', key: 'date_posted', good: ['2026-12-10'], bad: BAD_DATES },
  { restType: 'careers', key: 'employment_type', good: ['FULL_TIME', 'INTERN', ''], bad: BAD_CHOICE },
  {
    restType: 'products',
    key: 'subtitle',
    good: ['Praktijksoftware voor tandartsen', 'Met een tab\tertussen'],
    bad: [...INVISIBLE_CHARACTERS, ...tooLong(MAX_LENGTH.line)],
  },
  { restType: 'references', key: 'quote', good: ['Een fijne samenwerking.'], bad: INVISIBLE_CHARACTERS },
]

const cases = FIELDS_UNDER_TEST.flatMap(({ restType, key, good, bad }) => [
  ...good.map((value) => ({ restType, key, name: `good: ${value}`, value })),
  ...bad
    .filter((value) => typeof value.value === 'string')
    .map(({ name, value }) => ({ restType, key, name, value: String(value) })),
])

/** What the build notes for the value in that field: its Dutch problem, or null when it publishes it as it is. */
function buildProblem(restType: ListRestType, key: string, value: string): string | null {
  const notices: ItemNotice[] = []
  normaliseAcf(restType, { [key]: value }, { type: restType, id: '1', label: 'x', notices }, [CMS])
  return notices[0]?.problem ?? null
}

/** What WordPress says when an editor saves each value (content-rules.php, without WordPress around it). */
function wordpressProblems(): Array<string | null> {
  const includes = path.join(ROOT, 'cms/tandem-headless/includes')
  const php = `define('ABSPATH', '/');
    require ${JSON.stringify(path.join(includes, 'generated.php'))};
    require ${JSON.stringify(path.join(includes, 'content-rules.php'))};
    $fields = tandem_content_rules()['fields'];
    $answers = [];
    foreach (json_decode(stream_get_contents(STDIN), true) as $case) {
      $answers[] = tandem_field_problem($case['value'], $fields[$case['postType']][$case['key']]);
    }
    echo json_encode($answers);`
  const input = cases.map(({ restType, key, value }) => ({
    postType: restType === 'pages' ? 'page' : restType,
    key,
    value,
  }))
  return JSON.parse(
    execFileSync('php', ['-r', php], { input: JSON.stringify(input), encoding: 'utf8' }),
  ) as Array<string | null>
}

describe('WordPress refuses at save what the build would not publish, with the build’s words', () => {
  const answers = wordpressProblems()

  it.each(cases.map((testCase, index) => [`${testCase.restType}.${testCase.key}: ${testCase.name}`, index]))(
    '%s',
    (_, index) => {
      const { restType, key, value } = cases[index as number]!
      const fromBuild = buildProblem(restType, key, value)
      const fromWordPress = answers[index as number] ?? null
      if (fromBuild === null) expect(fromWordPress).toBeNull()
      else expect(fromBuild.startsWith(String(fromWordPress))).toBe(true)
    },
  )

  it('covers every kind of field WordPress checks at save', () => {
    const { fields } = contentRulesForPhp()
    const kindOf = (restType: ListRestType, key: string) =>
      (fields[restType === 'pages' ? 'page' : restType] as Record<string, { kind: string }>)[key]!.kind
    const checked = ['text', 'textarea', 'email', 'url', 'date', 'datetime', 'choice']
    const everyKind = Object.values(fields).flatMap((table) => Object.values(table).map(({ kind }) => kind))
    const tested = new Set(FIELDS_UNDER_TEST.map(({ restType, key }) => kindOf(restType, key)))
    expect([...new Set(everyKind.filter((kind) => checked.includes(kind)))].sort()).toEqual(
      [...tested].sort(),
    )
  })
})

describe('publishing over REST (the block editor) what the build would leave out is refused, in Dutch', () => {
  const publish = (body: Record<string, unknown>) =>
    asAdmin<{ code?: string; message?: string; id?: number }>('/wp/v2/products', {
      method: 'POST',
      body: { status: 'publish', ...body },
    }).catch((error: Error) => ({ message: error.message }))

  it('an item without a title', async () => {
    const answer = await publish({ title: '   ' })
    expect(answer.message).toContain('De titel is leeg.')
  })

  it('an item with a title longer than the site shows', async () => {
    const answer = await publish({ title: 'x'.repeat(MAX_LENGTH.title + 1) })
    expect(answer.message).toContain(`De titel is langer dan ${MAX_LENGTH.title} tekens.`)
  })

  it('an item under a parent that is not published', async () => {
    const draft = await asAdmin<{ id: number }>('/wp/v2/products', {
      method: 'POST',
      body: { title: 'Concept-ouder', status: 'draft' },
    })
    try {
      const answer = await publish({ title: 'Kind', parent: draft.id })
      expect(answer.message).toContain('De bovenliggende pagina is niet gepubliceerd')
    } finally {
      await asAdmin(`/wp/v2/products/${draft.id}?force=true`, { method: 'DELETE' })
    }
  })
})

describe('the field box in wp-admin keeps the old value of a field the build would leave out, and says why', () => {
  /** Saves the fields as the box posts them; what WordPress stored and what it tells the editor. */
  const save = (id: number, values: Record<string, string>) => {
    const output = execFileSync(
      'php',
      [path.join(ROOT, 'tests/cms/support/save-fields.php'), String(id), JSON.stringify(values)],
      { encoding: 'utf8', env: cmsPhpEnvironment() },
    )
    return JSON.parse(output.trim().split('\n').pop()!) as { stored: Record<string, string>; told: string[] }
  }

  it('refuses an ftp: link and an end before the start, keeps the rest', async () => {
    const activity = await asAdmin<{ id: number }>('/wp/v2/activities', {
      method: 'POST',
      body: { title: `Veldenproef ${Date.now()}`, status: 'draft' },
    })
    try {
      const first = save(activity.id, {
        start: '2026-12-10T14:00',
        end: '2026-12-10T16:00',
        location: 'Utrecht',
        registration_url: 'https://example.com/aanmelden',
      })
      expect(first.told).toEqual([])
      const second = save(activity.id, {
        start: '2026-12-10T14:00',
        end: '2026-12-09T10:00',
        location: 'Online',
        registration_url: 'ftp://example.com/aanmelden',
      })
      expect(second.stored).toEqual({
        start: '2026-12-10T14:00',
        end: '2026-12-10T16:00',
        location: 'Online',
        registration_url: 'https://example.com/aanmelden',
      })
      expect(second.told).toEqual([
        'Einde niet opgeslagen: Einde (2026-12-09T10:00) ligt vóór Begin (2026-12-10T14:00). De vorige waarde is bewaard.',
        'Aanmeldlink niet opgeslagen: Aanmeldlink: „ftp://example.com/aanmelden” is geen pad op de website (/…) en geen volledig https:-, http:-, mailto:- of tel:-adres. De vorige waarde is bewaard.',
      ])
    } finally {
      await asAdmin(`/wp/v2/activities/${activity.id}?force=true`, { method: 'DELETE' })
    }
  })
})
