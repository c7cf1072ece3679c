import { normaliseAcf } from '../../plugins/gatsby-source-wp-rest/src/normalize/acf-fields'
import { itemContext } from '../../plugins/gatsby-source-wp-rest/src/normalize/read'
import { isAutomaticExcerpt } from '../../plugins/gatsby-source-wp-rest/src/normalize/text'
import { FIELDS } from '../../plugins/gatsby-source-wp-rest/src/rules/fields'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'

/** What guides an editor in WordPress's field box, from the one field table (rules/fields.ts). */
describe('the field table guides editors', () => {
  const every = Object.entries(FIELDS).flatMap(([type, table]) =>
    Object.entries(table).map(([key, spec]) => ({ name: `${type}.${key}`, spec })),
  )

  it.each(every)('$name has a help text of a sentence or two', ({ spec }) => {
    expect(spec.help.trim().length).toBeGreaterThan(15)
    expect(spec.help.length).toBeLessThan(200)
    expect(spec.help).toMatch(/[.)]$/)
  })

  it('stores an employment type as schema.org’s code and gives the site its Dutch word', () => {
    const notices: ItemNotice[] = []
    const chosen = normaliseAcf(
      'careers',
      { employment_type: 'PART_TIME' },
      itemContext('careers', { id: 1 }, 0, notices),
      [],
    )
    expect(chosen).toMatchObject({ employmentType: 'PART_TIME', employmentTypeLabel: 'Deeltijd' })
    const label = normaliseAcf(
      'careers',
      { employment_type: 'Voltijd' },
      itemContext('careers', { id: 2 }, 0, notices),
      [],
    )
    expect(label).toMatchObject({ employmentType: null, employmentTypeLabel: null })
    expect(notices).toEqual([
      expect.objectContaining({
        id: 2,
        outcome: 'cut',
        field: 'acf.employment_type',
        problem: expect.stringMatching(/^Dienstverband: „Voltijd” is geen van de keuzes/),
      }),
    ])
  })
})

describe('an excerpt as an intro', () => {
  const text =
    'Versie 6.4 van Exquise is verschenen. In dit webinar laat Joost zien wat er nieuw is, en meer.'
  it.each([
    [
      'WordPress’s automatic one, with its […]',
      'Versie 6.4 van Exquise is verschenen. In dit webinar laat […]',
      true,
    ],
    ['the automatic one of a short text, whole', text, true],
    ['an empty one', '', true],
    ['one an editor wrote', 'Wat is er nieuw in Exquise 6.4? Een uur live, met vragen.', false],
    ['one that starts otherwise', 'Exquise 6.4 is verschenen.', false],
  ])('%s: automatic %s', (_name, excerpt, automatic) => {
    expect(isAutomaticExcerpt(excerpt, text)).toBe(automatic)
  })
})
