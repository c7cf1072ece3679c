import { asAdmin, CMS_URL } from '../../helpers/local-cms'

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

/** A submission the route accepts; `question` tells this test's entries apart. */
export const validSubmission = (question: string) => ({
  input_4: 'Tandartspraktijk Zeezicht',
  input_1: 'Anna de Vries',
  input_2: 'anna@praktijk.nl',
  input_5: '0612345678',
  input_3: question,
})

/**
 * Deletes the entries of the last hour, which are what the flood limits count (every test posts from this
 * machine's address), so each test starts with the whole allowance.
 */
export async function forgetRecentEntries(): Promise<void> {
  const after = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()
  const recent = await asAdmin<Array<{ id: number }>>(
    `/wp/v2/contact-entries?status=private,trash&context=edit&per_page=100&_fields=id&after=${after}`,
  )
  for (const { id } of recent) await asAdmin(`/wp/v2/contact-entries/${id}?force=true`, { method: 'DELETE' })
}

/** The contact settings (Instellingen → Website) as the administrator sets them over REST. */
export type ContactSettings = Partial<{
  tandem_contact_limit_per_address: number
  tandem_contact_limit_per_56: number
  tandem_contact_limit_per_48: number
  tandem_contact_limit_per_hour: number
  tandem_contact_spam_limit_per_hour: number
  tandem_contact_check_difficulty: number
  tandem_contact_check_expiry_seconds: number
  tandem_contact_retention_months: number
  tandem_contact_spam_retention_days: number
  tandem_contact_trusted_proxies: string
  tandem_site_origin: string
}>

export const DEFAULT_CONTACT_SETTINGS: Required<ContactSettings> = {
  tandem_contact_limit_per_address: 5,
  tandem_contact_limit_per_56: 15,
  tandem_contact_limit_per_48: 25,
  tandem_contact_limit_per_hour: 50,
  tandem_contact_spam_limit_per_hour: 200,
  tandem_contact_check_difficulty: 50000,
  tandem_contact_check_expiry_seconds: 600,
  tandem_contact_retention_months: 12,
  tandem_contact_spam_retention_days: 30,
  tandem_contact_trusted_proxies: '',
  tandem_site_origin: '*',
}

export const setContactSettings = (settings: ContactSettings) =>
  asAdmin('/wp/v2/settings', { method: 'POST', body: settings })
