import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import {
  INVALID_EMAIL_MESSAGE,
  MESSAGE_MAX_LENGTH,
  TOO_LONG_MESSAGE,
} from '../../../lib/contact/contact-fields'
import { ContactForm } from '../ContactForm'
import { ENDPOINT, renderContactPageForm, reply } from './contact-form-fixtures'
import { loadFirst } from '../../../../tests/helpers/load-first'

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()

const field = (label: string | RegExp) => screen.getByLabelText(label)
const submit = () => screen.getByRole('button', { name: 'Versturen' })

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Praktijknaam/), 'Tandartspraktijk Zeezicht')
  await user.type(field('Naam'), 'Anna de Vries')
  await user.type(field('E-mailadres'), 'anna@praktijk.nl')
  await user.type(field('Telefoonnummer'), '0612345678')
  await user.type(field('Vraag of opmerking'), 'Graag een demo')
}

describe('ContactForm', () => {
  loadFirst(
    () => import('../../../lib/contact/proof-of-work'),
    () => import('dompurify'),
  )
  beforeEach(() => {
    fetchMock.mockReset()
    globalThis.fetch = fetchMock as unknown as typeof fetch
  })

  it('has the five fields of the spec, only the practice name optional', async () => {
    const { container } = renderContactPageForm()
    expect(field('Praktijknaam (optioneel)')).not.toHaveAttribute('aria-required')
    for (const label of ['Naam', 'E-mailadres', 'Telefoonnummer', 'Vraag of opmerking']) {
      expect(field(label)).toHaveAttribute('aria-required', 'true')
    }
    expect(field('E-mailadres')).toHaveAttribute('type', 'email')
    expect(field('Vraag of opmerking').tagName).toBe('TEXTAREA')
    expect(await axe(container)).toHaveNoViolations()
  })

  it('validates a field after the visitor leaves it or types in it', async () => {
    const { user } = renderContactPageForm()
    await user.click(field('Naam'))
    expect(field('Naam')).toHaveAttribute('aria-invalid', 'false')
    await user.tab()
    expect(field('Naam')).toHaveAccessibleDescription('Naam is verplicht')
    expect(field('Naam')).toHaveAttribute('aria-invalid', 'true')
    await user.type(field('E-mailadres'), 'anna@')
    expect(field('E-mailadres')).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE)
    await user.type(field('E-mailadres'), 'praktijk.nl')
    expect(field('E-mailadres')).not.toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE)
  })

  it('checks at its start the fields the visitor left before its code had started, and no others', async () => {
    render(<ContactForm endpoint={ENDPOINT} formLocation="contact_page" leftBeforeStart={['input_1']} />)
    await waitFor(() => expect(field('Naam')).toHaveAccessibleDescription('Naam is verplicht'))
    expect(field('E-mailadres')).toHaveAttribute('aria-invalid', 'false')
  })

  it('does not send an incomplete form and says what is missing', async () => {
    const { user } = renderContactPageForm()
    await user.click(submit())
    expect(field('Naam')).toHaveAccessibleDescription('Naam is verplicht')
    expect(field('E-mailadres')).toHaveAccessibleDescription('E-mailadres is verplicht')
    expect(field('Telefoonnummer')).toHaveAccessibleDescription('Telefoonnummer is verplicht')
    expect(field('Vraag of opmerking')).toHaveAccessibleDescription(/Vraag of opmerking is verplicht/)
    expect(field('Praktijknaam (optioneel)')).toHaveAttribute('aria-invalid', 'false')
    expect(field('Naam')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('counts the characters of the question, in error style past the maximum', async () => {
    const { user } = renderContactPageForm()
    await user.type(field('Vraag of opmerking'), 'Hallo')
    expect(screen.getByText(`5 / ${MESSAGE_MAX_LENGTH}`).closest('[data-over-max]')).toHaveAttribute(
      'data-over-max',
      'false',
    )
    fireEvent.change(field('Vraag of opmerking'), { target: { value: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) } })
    const counter = await screen.findByText(`${MESSAGE_MAX_LENGTH + 1} / ${MESSAGE_MAX_LENGTH}`)
    expect(counter.closest('[data-over-max]')).toHaveAttribute('data-over-max', 'true')
    await waitFor(() =>
      expect(field('Vraag of opmerking')).toHaveAccessibleDescription(new RegExp(TOO_LONG_MESSAGE)),
    )
  })

  it('sends the fields as strings and replaces the form by the sanitised confirmation', async () => {
    fetchMock.mockResolvedValue(
      reply(200, {
        is_valid: true,
        confirmation_message:
          "<div class='gform_confirmation_message'>Bedankt, <strong>Anna</strong>!<script>window.hacked=1</script>" +
          '<img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">klik</a></div>',
      }),
    )
    const { user, container } = renderContactPageForm()
    await fillIn(user)
    await user.click(submit())
    const confirmation = await screen.findByTestId('contact-confirmation')
    expect(confirmation).toHaveTextContent('Bedankt, Anna!')
    expect(confirmation).toHaveFocus()
    expect(container.querySelector('script, img, [onerror], [href^="javascript"]')).toBeNull()
    // Hidden with the confirmation, taken out of the page after its frame.
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByLabelText('Naam')).not.toBeInTheDocument())
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(ENDPOINT)
    expect(JSON.parse(String(init.body))).toEqual({
      input_1: 'Anna de Vries',
      input_2: 'anna@praktijk.nl',
      input_3: 'Graag een demo',
      input_4: 'Tandartspraktijk Zeezicht',
      input_5: '0612345678',
    })
  })

  it('shows the CMS validation messages under their fields and focuses the first', async () => {
    fetchMock.mockResolvedValue(
      reply(400, {
        is_valid: false,
        validation_messages: { '5': 'Dit telefoonnummer is ongeldig.', '2': 'Dit e-mailadres is ongeldig.' },
      }),
    )
    const { user } = renderContactPageForm()
    await fillIn(user)
    await user.click(submit())
    await waitFor(() =>
      expect(field('E-mailadres')).toHaveAccessibleDescription('Dit e-mailadres is ongeldig.'),
    )
    expect(field('Telefoonnummer')).toHaveAccessibleDescription('Dit telefoonnummer is ongeldig.')
    expect(field('E-mailadres')).toHaveFocus()
    expect(field('Naam')).toHaveValue('Anna de Vries')
  })

  it.each([
    ['the server fails', () => fetchMock.mockResolvedValue(reply(503, {}))],
    ['the network is down', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['the answer is unreadable', () => fetchMock.mockResolvedValue(reply(200, '<html>'))],
  ])('keeps everything typed and offers phone and e-mail when %s', async (_case, arrange) => {
    arrange()
    const { user } = renderContactPageForm()
    await fillIn(user)
    await user.click(submit())
    const alert = await screen.findByText('Uw bericht kon niet worden verstuurd.')
    const message = alert.closest('[role="alert"]') as HTMLElement
    expect(message).toHaveTextContent('Wat u heeft ingevuld staat nog in het formulier')
    expect(screen.getByRole('link', { name: '088 - 123 45 67' })).toHaveAttribute('href', 'tel:0881234567')
    expect(screen.getByRole('link', { name: 'info@example.nl' })).toHaveAttribute(
      'href',
      'mailto:info@example.nl',
    )
    expect(field('Naam')).toHaveValue('Anna de Vries')
    expect(field('Vraag of opmerking')).toHaveValue('Graag een demo')
    expect(submit()).toBeEnabled()
  })

  it('fails politely when no CMS is configured', async () => {
    const { user } = renderContactPageForm('')
    await fillIn(user)
    await user.click(submit())
    expect(await screen.findByText('Uw bericht kon niet worden verstuurd.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows a loading button while sending and sends only once', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { user } = renderContactPageForm()
    await fillIn(user)
    await user.click(submit())
    const busy = await screen.findByRole('button', { name: 'Bezig met versturen…' })
    expect(busy).toBeDisabled()
    await user.click(busy)
    fireEvent.submit(busy.closest('form')!)
    answer(reply(200, { is_valid: true, confirmation_message: 'Bedankt' }))
    await screen.findByTestId('contact-confirmation')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('shows an answer that comes before the next frame without rendering the sending state first', async () => {
    // The answer arrives a task after the tap, as a quick one does: before the next frame is painted.
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve(reply(200, { is_valid: true, confirmation_message: 'Bedankt' })), 0),
        ),
    )
    const { user, container } = renderContactPageForm()
    await fillIn(user)
    const busyStates: boolean[] = []
    const observer = new MutationObserver(() =>
      busyStates.push(container.querySelector('[aria-busy="true"]') !== null),
    )
    observer.observe(container, { subtree: true, childList: true, attributes: true })
    await user.click(submit())
    await screen.findByTestId('contact-confirmation')
    await waitFor(() => expect(screen.queryByLabelText('Naam')).not.toBeInTheDocument())
    observer.disconnect()
    expect(busyStates).not.toContain(true)
  })
})
