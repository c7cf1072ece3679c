import { webcrypto } from 'node:crypto'
import { TextEncoder } from 'node:util'
import { screen, waitFor } from '@testing-library/react'
import { axe } from 'jest-axe'
import { makeChallenge } from '../../../lib/contact/__tests__/make-challenge'
import { renderContactPageForm, reply } from './contact-form-fixtures'
import { loadFirst } from '../../../../tests/helpers/load-first'

const CHALLENGE_URL = 'https://cms.example.nl/wp-json/tandem/v1/contact-challenge'
const CHECK_NEEDED = {
  code: 'tandem_check_needed',
  message:
    'Er komen op dit moment veel berichten binnen. Na een korte controle kunt u uw bericht toch versturen.',
  data: { status: 429, check: { kind: 'altcha', reason: 'missing', challenge: CHALLENGE_URL } },
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>()
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
const sentBody = (index: number) => JSON.parse(String(posts()[index]?.[1]?.body)) as Record<string, string>

const TYPED = {
  'Praktijknaam (optioneel)': 'Tandartspraktijk Zeezicht',
  Naam: 'Anna de Vries',
  'E-mailadres': 'anna@praktijk.nl',
  Telefoonnummer: '0612345678',
  'Vraag of opmerking': 'Graag een demo',
}

async function fillInAndSend() {
  const { user, ...view } = renderContactPageForm()
  for (const [label, value] of Object.entries(TYPED)) await user.type(screen.getByLabelText(label), value)
  await user.click(screen.getByRole('button', { name: 'Versturen' }))
  return { user, ...view }
}

const checkButton = () => screen.getByRole('button', { name: 'Controle uitvoeren en versturen' })

describe('ContactForm when the CMS asks for a check', () => {
  loadFirst(
    () => import('../../../lib/contact/proof-of-work'),
    () => import('dompurify'),
  )
  beforeAll(() => {
    // jsdom has neither Web Crypto's digest nor TextEncoder; the browser's are the same standard.
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true })
    Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true })
  })
  beforeEach(() => {
    fetchMock.mockReset()
    globalThis.fetch = fetchMock as unknown as typeof fetch
  })

  it('shows the check in Dutch, focused and accessible, keeping what was typed', async () => {
    fetchMock.mockResolvedValueOnce(reply(429, CHECK_NEEDED))
    const { container } = await fillInAndSend()

    const check = await screen.findByRole('group', { name: 'Controle tegen spam' })
    expect(check).toHaveTextContent(CHECK_NEEDED.message)
    expect(screen.getByRole('status')).toHaveTextContent('Uw browser lost daarvoor een kleine rekenpuzzel op')
    await waitFor(() => expect(checkButton()).toHaveFocus())
    expect(checkButton()).toHaveAccessibleDescription(expect.stringContaining(CHECK_NEEDED.message))
    for (const [label, value] of Object.entries(TYPED))
      expect(screen.getByLabelText(label)).toHaveValue(value)
    expect(screen.queryByText('Uw bericht kon niet worden verstuurd.')).not.toBeInTheDocument()
    expect(await axe(container)).toHaveNoViolations()
  })

  it('solves the challenge when asked and sends the same values again with the solution', async () => {
    const challenge = makeChallenge(321)
    fetchMock
      .mockResolvedValueOnce(reply(429, CHECK_NEEDED))
      .mockResolvedValueOnce(reply(200, challenge))
      .mockResolvedValueOnce(reply(200, { is_valid: true, confirmation_message: '<p>Bedankt!</p>' }))
    const { user } = await fillInAndSend()

    await user.click(await screen.findByRole('button', { name: 'Controle uitvoeren en versturen' }))
    expect(await screen.findByText('Bedankt!')).toBeInTheDocument()

    expect(fetchMock.mock.calls[1]?.[0]).toBe(CHALLENGE_URL)
    const { altcha, ...values } = sentBody(1)
    expect(values).toEqual(sentBody(0))
    expect(JSON.parse(atob(altcha ?? ''))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 321,
      salt: challenge.salt,
      signature: challenge.signature,
    })
  })

  it('says so when the check cannot be done, keeps the values and lets the visitor try again', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(429, CHECK_NEEDED))
      .mockResolvedValueOnce(reply(503, { code: 'busy' }))
    const { user } = await fillInAndSend()

    await user.click(await screen.findByRole('button', { name: 'Controle uitvoeren en versturen' }))
    expect(await screen.findByText(/De controle kon niet worden uitgevoerd/)).toHaveAttribute(
      'role',
      'status',
    )
    await waitFor(() => expect(checkButton()).toHaveFocus())
    expect(posts()).toHaveLength(1)
    for (const [label, value] of Object.entries(TYPED))
      expect(screen.getByLabelText(label)).toHaveValue(value)
  })

  it('asks again with the CMS’s reason when the solution is refused (e.g. expired)', async () => {
    const expired = { ...CHECK_NEEDED, message: 'De controle is verlopen. Voer de controle opnieuw uit.' }
    fetchMock
      .mockResolvedValueOnce(reply(429, CHECK_NEEDED))
      .mockResolvedValueOnce(reply(200, makeChallenge(5)))
      .mockResolvedValueOnce(reply(429, expired))
    const { user } = await fillInAndSend()

    await user.click(await screen.findByRole('button', { name: 'Controle uitvoeren en versturen' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('De controle is verlopen.'))
    await waitFor(() => expect(checkButton()).toHaveFocus())
    expect(screen.getByLabelText('Naam')).toHaveValue('Anna de Vries')
  })
})
