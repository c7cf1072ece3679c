import { readFileSync } from 'node:fs'
import path from 'node:path'
import { asAdmin, CMS_URL, ROOT } from '../helpers/local-cms'

/**
 * The preview's account (role "Voorvertoning") reads drafts and autosaves, and nothing it asks may change
 * anything: whoever holds its application password must not be able to rewrite a live item (the build hook would
 * publish it).
 */
const previewLogin = () =>
  `Basic ${Buffer.from(
    `${process.env.CMS_PREVIEW_USER ?? 'voorvertoning'}:${readFileSync(path.join(ROOT, '.cms/preview-app-password'), 'utf8').trim()}`,
  ).toString('base64')}`

const asPreview = (restPath: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${CMS_URL}/wp-json${restPath}`, {
    method: init.method ?? 'GET',
    headers: { authorization: previewLogin(), 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

describe('the preview account', () => {
  it('reads a published item in the edit context, and drafts', async () => {
    expect((await asPreview('/wp/v2/products/102?context=edit')).status).toBe(200)
    expect((await asPreview('/wp/v2/products?status=draft&context=edit')).status).toBe(200)
  })

  it.each([
    ['edit a published product', 'POST', '/wp/v2/products/102', { title: 'Overgenomen' }],
    ['edit a published page', 'PUT', '/wp/v2/pages/10', { content: 'Overgenomen' }],
    ['write an autosave', 'POST', '/wp/v2/products/102/autosaves', { title: 'Overgenomen' }],
    ['trash an item', 'DELETE', '/wp/v2/products/102', undefined],
    ['create a draft', 'POST', '/wp/v2/products', { title: 'Nieuw', status: 'draft' }],
  ])('is refused when it tries to %s (403), and nothing changes', async (_what, method, restPath, body) => {
    const before = await asAdmin<{ title: { raw: string }; status: string }>(
      '/wp/v2/products/102?context=edit',
    )
    const answer = await asPreview(restPath, { method, body })
    expect(answer.status).toBe(403)
    expect(((await answer.json()) as { code: string }).code).toBe('tandem_preview_read_only')
    const after = await asAdmin<{ title: { raw: string }; status: string }>(
      '/wp/v2/products/102?context=edit',
    )
    expect(after).toMatchObject({ title: { raw: before.title.raw }, status: before.status })
  })
})
