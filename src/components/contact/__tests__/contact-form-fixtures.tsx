import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactForm } from '../ContactForm'

/** What the contact form's tests share: the CMS's address, its answers, and the form as the contact page shows it. */
export const ENDPOINT = 'https://cms.example.nl/wp-json/gf/v2/forms/1/submissions'

/** What fetch resolves to: enough of a Response for the form (jsdom has none); a string body is not JSON. */
export const reply = (status: number, body: unknown) =>
  ({
    status,
    ok: status >= 200 && status < 300,
    json: () =>
      typeof body === 'string' ? Promise.reject(new SyntaxError('not JSON')) : Promise.resolve(body),
  }) as Response

/** The form on the contact page, with the office's phone number and e-mail address, and a user to drive it. */
export function renderContactPageForm(endpoint = ENDPOINT) {
  const user = userEvent.setup()
  const view = render(
    <ContactForm
      endpoint={endpoint}
      formLocation="contact_page"
      phoneNumber="088 - 123 45 67"
      emailAddress="info@example.nl"
    />,
  )
  return { user, ...view }
}
