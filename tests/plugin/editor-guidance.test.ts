import { normaliseAcf } from '../../plugins/gatsby-source-wp-rest/src/normalize/acf-fields'
import { itemContext } from '../../plugins/gatsby-source-wp-rest/src/normalize/read'
import { isAutomaticExcerpt, plainText } from '../../plugins/gatsby-source-wp-rest/src/normalize/text'
import { buildNodeInputs } from '../../plugins/gatsby-source-wp-rest/src/nodes/build-nodes'
import { FIELDS } from '../../plugins/gatsby-source-wp-rest/src/rules/fields'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import { CMS, rawContent, restPost } from './support/rest-fixtures'

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
    ['one ending in an ellipsis', 'Versie 6.4 van Exquise is verschenen …', true],
    ['an empty one', '', true],
    // WordPress leaves an image's caption out of its excerpt; its "[…]" still says it is the automatic one.
    ['an automatic one of a text that starts with a caption', 'In dit webinar laat Joost zien […]', true],
    ['one an editor wrote', 'Wat is er nieuw in Exquise 6.4? Een uur live, met vragen.', false],
    ['one that starts otherwise', 'Exquise 6.4 is verschenen.', false],
  ])('%s: automatic %s', (_name, excerpt, automatic) => {
    expect(isAutomaticExcerpt(excerpt, text)).toBe(automatic)
  })

  it('compares words, not the spaces that markup leaves in the text', () => {
    const html = '<p><strong>Ex</strong>quise 6.4 is er.</p>\n<p>Met een nieuwe agenda.</p>'
    expect(isAutomaticExcerpt('Exquise 6.4 is er. Met een nieuwe agenda.', plainText(html))).toBe(true)
  })

  // Every post type passes normalisePost: the page templates read ownExcerpt as the intro.
  it('gives every item the excerpt as its own only when an editor wrote it', () => {
    const fieldsWith = (excerpt: string) =>
      buildNodeInputs(
        rawContent({
          lists: {
            ...rawContent().lists,
            activities: [
              restPost({
                id: 301,
                type: 'activities',
                slug: 'webinar',
                link: `${CMS}/agenda/webinar/`,
                content: { rendered: `<p>${text}</p>`, protected: false },
                excerpt: { rendered: excerpt, protected: false },
                featured_media: 0,
                acf: { start: '2026-12-10T19:00:00' },
              }),
            ],
          },
        }),
        [CMS],
      ).find((node) => node.key === 'WpActivity:301')?.fields
    expect(fieldsWith('<p>Versie 6.4 van Exquise is verschenen. In dit [&hellip;]</p>\n')).toMatchObject({
      excerpt: 'Versie 6.4 van Exquise is verschenen. In dit […]',
      ownExcerpt: null,
    })
    expect(fieldsWith('<p>Een uur live, met vragen.</p>\n')).toMatchObject({
      excerpt: 'Een uur live, met vragen.',
      ownExcerpt: 'Een uur live, met vragen.',
    })
  })
})
