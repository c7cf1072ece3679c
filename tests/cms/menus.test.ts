import { asAdmin, CMS_URL } from '../helpers/local-cms'

const itemIds = async (location: string) => {
  const response = await fetch(`${CMS_URL}/wp-json/wp-api-menus/v2/menu-locations/${location}`)
  const items = (await response.json()) as Array<{ ID: number; title: string; url: string }>
  return items.map((item) => item.ID)
}

describe('the menu route', () => {
  // Footer right (seeded from the snapshot): 1051 Privacybeleid → page 14, 1052 Algemene voorwaarden → page 21,
  // 1047 Over ons → page 10. Main menu: 1033 Onze cultuur → page 20.
  const slugs = new Map<number, string>()
  beforeAll(async () => {
    for (const page of [14, 20, 21])
      slugs.set(page, (await asAdmin<{ slug: string }>(`/wp/v2/pages/${page}`)).slug)
  })
  afterAll(async () => {
    // Trashing renames the slug (…__trashed); it is put back with the status.
    for (const [page, slug] of slugs) {
      await asAdmin(`/wp/v2/pages/${page}`, { method: 'POST', body: { status: 'publish', slug } })
    }
  })

  it('serves only items whose page is published: not a draft, a private or a trashed page', async () => {
    expect(await itemIds('footer-menu-right')).toEqual(expect.arrayContaining([1047, 1051, 1052]))
    expect(await itemIds('main-menu')).toContain(1030)

    await asAdmin('/wp/v2/pages/14', { method: 'POST', body: { status: 'private' } })
    await asAdmin('/wp/v2/pages/20', { method: 'POST', body: { status: 'draft' } })
    await asAdmin('/wp/v2/pages/21', { method: 'DELETE' }) // to the trash

    const footer = await itemIds('footer-menu-right')
    expect(footer).toContain(1047)
    expect(footer).not.toContain(1051)
    expect(footer).not.toContain(1052)
    const main = JSON.stringify(
      await (await fetch(`${CMS_URL}/wp-json/wp-api-menus/v2/menu-locations/main-menu`)).json(),
    )
    expect(main).not.toContain('Onze cultuur')
    expect(main).not.toContain('page_id=')
    expect(main).toContain('Wie zijn wij')
  })
})
