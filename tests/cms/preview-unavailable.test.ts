import { asAdmin, cms } from '../helpers/local-cms'
import { adminResponse } from '../helpers/wp-admin'

/**
 * WordPress's Preview button where no preview server answers: a Dutch page that says the preview is not
 * available and why, and that the changes are saved (includes/preview.php), never a browser error page.
 */
describe('the Preview button without a preview server', () => {
  // A port nothing listens on: the discard port, refused at once on this machine.
  beforeAll(() => cms('start', { PREVIEW_URL: 'http://127.0.0.1:9' }))
  afterAll(() => cms('start'))

  it('leads to a Dutch page that says the preview is not available and why', async () => {
    const [product] = await asAdmin<{ id: number }[]>('/wp/v2/products?per_page=1&_fields=id')
    const page = await adminResponse(`admin-post.php?action=tandem_preview&post=${product!.id}`)
    expect(page.status).toBe(503)
    expect(page.text).toContain('De voorvertoning is nu niet beschikbaar')
    expect(page.text).toContain('(http://127.0.0.1:9) antwoordt niet')
    expect(page.text).toContain('Uw wijzigingen zijn wel opgeslagen.')
    expect(page.text).toContain('Terug naar het bewerken')
  })
})
