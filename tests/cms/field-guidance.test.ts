import { asAdmin } from '../helpers/local-cms'
import { adminPage } from '../helpers/wp-admin'
import { FIELDS } from '../../plugins/gatsby-source-wp-rest/src/rules/fields'

/** What WordPress's screens tell an editor about the site's fields (includes/field-editor.php, admin-columns.php). */
describe('fields that guide', () => {
  const editScreen = async (type: string, query = '') => {
    const [item] = await asAdmin<{ id: number }[]>(`/wp/v2/${type}?per_page=1&_fields=id${query}`)
    return adminPage(`post.php?post=${item!.id}&action=edit`)
  }

  it('a vacancy chooses its employment type from Dutch words, stored as schema.org’s codes', async () => {
    const html = await editScreen('careers', '&slug=supportmedewerker-tandartspraktijken')
    expect(html).toMatch(
      /<select id="tandem-employment_type" name="tandem_fields\[employment_type\]" aria-describedby="tandem-employment_type-help">/,
    )
    expect(html).toContain('<option value="PART_TIME" >Deeltijd</option>')
    expect(html).toMatch(/<option value="FULL_TIME"\s+selected='selected'>Voltijd<\/option>/)
  })

  it('every field has its help text, tied to it, and a required one says so', async () => {
    const html = await editScreen('activities')
    expect(html).toContain(
      '<label for="tandem-start">Begin</label> <span class="tandem-required">(verplicht)</span>',
    )
    expect(html).toMatch(
      /id="tandem-start"[^>]*aria-describedby="tandem-start-help" required aria-required="true"/,
    )
    expect(html).toContain(
      '<p class="description" id="tandem-start-help">Datum en tijd waarop de activiteit begint',
    )
    for (const key of ['end', 'location', 'registration_url'])
      expect(html).toContain(`id="tandem-${key}-help"`)
    // The marker follows the field table's `required`, the flag WordPress's save and the build refuse an empty value by.
    const required = Object.entries(FIELDS.activities).filter(([, spec]) => spec.required)
    expect(html.match(/\(verplicht\)/g)).toHaveLength(required.length)
    expect(html.match(/ required aria-required="true"/g)).toHaveLength(required.length)
  })

  it('the activities list shows and sorts by each activity’s own date', async () => {
    const dates = async (order: string) =>
      [
        ...(await adminPage(`edit.php?post_type=activities&orderby=tandem_start&order=${order}`)).matchAll(
          /<td class='tandem_start column-tandem_start'[^>]*>([^<]+)/g,
        ),
      ].map((match) => match[1])
    const newestFirst = await dates('desc')
    expect(newestFirst.length).toBeGreaterThan(3)
    expect(newestFirst[0]).toMatch(
      /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4} om \d{2}:\d{2}$/,
    )
    expect(await dates('asc')).toEqual([...newestFirst].reverse())
  })
})
