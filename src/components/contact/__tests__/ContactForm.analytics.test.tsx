import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactForm } from '../ContactForm'
import { ENDPOINT, reply } from './contact-form-fixtures'
import { loadFirst } from '../../../../tests/helpers/load-first'

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()

/** Everything the visitor types, including what could look like an id or a path. */
const TYPED = {
  Naam: 'Anna de Vries',
  'E-mailadres': 'anna@praktijk.nl',
  Telefoonnummer: '0612345678',
  'Vraag of opmerking': 'Bel mij op 020-7654321 over /contact',
  'Praktijknaam (optioneel)': 'Tandartspraktijk Zeezicht',
}

async function fillInAndSend() {
  const user = userEvent.setup()
  render(<ContactForm endpoint={ENDPOINT} formLocation="contact_modal" phoneNumber="088 - 123 45 67" />)
  for (const [label, value] of Object.entries(TYPED)) await user.type(screen.getByLabelText(label), value)
  await user.click(screen.getByRole('button', { name: 'Versturen' }))
  return user
}

const leads = () =>
  (window.dataLayer ?? []).filter((entry) => 'event' in entry && entry.event === 'generate_lead')

/** Every string in the data layer, and every word in it, against every typed value and its parts. */
function expectNothingTyped() {
  const pushed = JSON.stringify(window.dataLayer ?? []).toLowerCase()
  for (const value of Object.values(TYPED)) {
    expect(pushed).not.toContain(value.toLowerCase())
    for (const part of value.split(/[\s@.]+/).filter((word) => word.length > 3)) {
      expect(pushed).not.toContain(part.toLowerCase())
    }
  }
}

beforeEach(() => {
  delete window.dataLayer
  fetchMock.mockReset()
  globalThis.fetch = fetchMock as unknown as typeof fetch
  window.history.pushState({}, '', '/producten/exquise')
})

describe('generate_lead', () => {
  loadFirst(
    () => import('../../../lib/contact/proof-of-work'),
    () => import('dompurify'),
  )
  it('is pushed once when the server accepts the form, with the form, its place and the path only', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = await fillInAndSend()
    const busy = await screen.findByRole('button', { name: 'Bezig met versturen…' })
    await user.click(busy)
    fireEvent.submit(busy.closest('form')!)
    answer(reply(200, { is_valid: true, confirmation_message: 'Bedankt' }))
    await screen.findByTestId('contact-confirmation')
    expect(leads()).toEqual([
      {
        event: 'generate_lead',
        form_id: '1',
        form_location: 'contact_modal',
        page_path: '/producten/exquise',
      },
    ])
    expectNothingTyped()
  })

  it('is not pushed when the server refuses the form or sending fails', async () => {
    fetchMock.mockResolvedValueOnce(reply(400, { is_valid: false, validation_messages: { '2': 'Onjuist' } }))
    const user = await fillInAndSend()
    await screen.findByText('Onjuist')
    fetchMock.mockResolvedValueOnce(reply(429, { code: 'too_many', message: 'Te veel berichten.' }))
    await user.click(screen.getByRole('button', { name: 'Versturen' }))
    await screen.findByText('Uw bericht kon niet worden verstuurd.')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(leads()).toEqual([])
    expectNothingTyped()
  })

  it('is not pushed for a form that is not complete (nothing is sent)', async () => {
    const user = userEvent.setup()
    render(<ContactForm endpoint={ENDPOINT} formLocation="contact_page" />)
    await user.click(screen.getByRole('button', { name: 'Versturen' }))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(leads()).toEqual([])
  })
})
