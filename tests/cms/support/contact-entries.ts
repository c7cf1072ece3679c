import { asAdmin, CMS_URL } from './local-cms'

export interface ContactEntry {
  id: number
  title: { raw: string }
  meta: Record<string, string>
}

/** The form's entries as editors see them (private posts, newest first). */
export const contactEntries = () =>
  asAdmin<ContactEntry[]>('/wp/v2/contact-entries?status=private&context=edit&per_page=100')

export async function submitContactForm(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${CMS_URL}/wp-json/gf/v2/forms/1/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(fields),
  })
}
