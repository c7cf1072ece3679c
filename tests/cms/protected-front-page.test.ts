import { asAdmin, CMS_URL } from '../helpers/local-cms'

/**
 * A password keeps an item from the public (docs/security.md): the front page's own route gives no fields for a
 * front page with a password, like WordPress core's content. Its build-side twin, a protected vacancy left out of
 * the site, is in the publishing group's first release (tests/publish/publish.test.ts).
 */
describe('the front page route', () => {
  const frontPage = async () =>
    (await (await fetch(`${CMS_URL}/wp-json/moosewp/v1/front-page`)).json()) as {
      id: number
      protected?: boolean
      acf: Record<string, unknown>
    }

  it('gives no fields of a front page with a password', async () => {
    const { id, acf } = await frontPage()
    expect(acf.hero_title).toEqual(expect.any(String))
    await asAdmin(`/wp/v2/pages/${id}`, { method: 'POST', body: { password: 'alleen-voor-klanten' } })
    try {
      const hidden = await frontPage()
      expect(hidden.protected).toBe(true)
      expect(hidden.acf).toEqual({})
    } finally {
      await asAdmin(`/wp/v2/pages/${id}`, { method: 'POST', body: { password: '' } })
    }
  })
})
