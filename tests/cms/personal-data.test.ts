import {
  contactEntries,
  forgetRecentEntries,
  submitContactForm,
  validSubmission,
} from './support/contact-entries'
import { asAdmin, CMS_URL, unique } from '../helpers/local-cms'

interface Editor {
  id: number
  authorization: string
}

/** A user with WordPress's editor role (publishes content) and an application password for REST. */
async function createEditor(): Promise<Editor> {
  const name = `redacteur-${unique()}`
  const user = await asAdmin<{ id: number }>('/wp/v2/users', {
    method: 'POST',
    body: { username: name, email: `${name}@example.nl`, password: unique(), roles: ['editor'] },
  })
  const { password } = await asAdmin<{ password: string }>(`/wp/v2/users/${user.id}/application-passwords`, {
    method: 'POST',
    body: { name: 'test' },
  })
  return { id: user.id, authorization: `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}` }
}

describe('contact entries are personal data', () => {
  let editor: Editor
  let entryId: number
  const marker = `persoonsgegevens${Date.now()}`

  beforeAll(async () => {
    await forgetRecentEntries()
    editor = await createEditor()
    const question = `Mijn adres en telefoonnummer (${marker})`
    await submitContactForm(validSubmission(question))
    entryId = (await contactEntries()).find((entry) => entry.meta.input_3 === question)?.id ?? 0
  })
  afterAll(async () => {
    await asAdmin(`/wp/v2/users/${editor.id}?force=true&reassign=1`, { method: 'DELETE' })
    await forgetRecentEntries()
  })

  const asEditor = (path: string) =>
    fetch(`${CMS_URL}/wp-json${path}`, { headers: { authorization: editor.authorization } })

  it('an editor, who publishes pages, cannot read them: not listed, not one by one', async () => {
    // The editor is logged in and may work on content…
    expect((await asEditor('/wp/v2/pages?status=draft&context=edit')).status).toBe(200)
    // …but the entries are for administrators only.
    expect(entryId).toBeGreaterThan(0)
    for (const path of [
      '/wp/v2/contact-entries?status=private&context=edit',
      '/wp/v2/contact-entries?status=private',
      `/wp/v2/contact-entries/${entryId}`,
      `/wp/v2/contact-entries/${entryId}?context=edit`,
    ]) {
      const response = await asEditor(path)
      expect([path, response.status >= 400]).toEqual([path, true])
    }
    expect(await (await asEditor('/wp/v2/contact-entries')).json()).toEqual([])
    expect(await (await asEditor(`/wp/v2/search?search=${marker}&subtype=any`)).json()).toEqual([])
  })

  it('nobody without a login gets them from any route', async () => {
    expect(
      (await fetch(`${CMS_URL}/wp-json/wp/v2/contact-entries/${entryId}`)).status,
    ).toBeGreaterThanOrEqual(400)
    expect(await (await fetch(`${CMS_URL}/wp-json/wp/v2/contact-entries`)).json()).toEqual([])
  })

  it('an administrator can', async () => {
    const entry = await asAdmin<{ id: number; status: string }>(
      `/wp/v2/contact-entries/${entryId}?context=edit`,
    )
    expect(entry).toMatchObject({ id: entryId, status: 'private' })
  })
})
