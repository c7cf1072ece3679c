import { expect, test } from '../helpers/site-test'
import { asAdmin, CMS_URL, unique } from '../helpers/local-cms'
import { logIn, PREVIEW_URL } from './support/preview'

/**
 * The editor's own way in: WordPress's block editor, its Preview menu, "Preview in new tab". For a draft the
 * block editor opens the item's own link with `preview=true` on the CMS (not the filtered preview link); the
 * plugin sends that on to the preview server too.
 */
test('the block editor\'s "Preview in new tab" opens the draft on the preview server', async ({ page }) => {
  const title = `Concept uit de editor ${unique()}`
  const draft = await asAdmin<{ id: number }>('/wp/v2/products', {
    method: 'POST',
    body: { title, content: '<p>Geschreven in de editor.</p>', status: 'draft' },
  })
  try {
    await logIn(page)
    await page.goto(`${CMS_URL}/wp-admin/post.php?post=${draft.id}&action=edit`)
    const welcome = page.getByRole('dialog', { name: /welcome/i })
    const previewMenu = page.getByRole('button', { name: 'Preview', exact: true })
    await expect(previewMenu.or(welcome).first()).toBeVisible()
    if (await welcome.isVisible()) await welcome.getByRole('button', { name: /close/i }).click()
    await previewMenu.click()
    const opened = page.waitForEvent('popup')
    await page.getByRole('menuitem', { name: /Preview in new tab/ }).click()
    const preview = await opened
    await preview.waitForURL(`${PREVIEW_URL}/producten-en-diensten/concept-${draft.id}`)
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  } finally {
    await asAdmin(`/wp/v2/products/${draft.id}?force=true`, { method: 'DELETE' })
  }
})
