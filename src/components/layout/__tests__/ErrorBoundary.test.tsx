import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { ErrorBoundary } from '../ErrorBoundary'

const Broken = (): never => {
  throw new Error('kapotte template')
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it('shows the error page instead of a blank screen when a page fails to render', async () => {
    const { container } = render(
      <ErrorBoundary resetKey="/kapot">
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Er ging iets fout' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ga terug naar de homepage' })).toHaveAttribute('href', '/')
    expect(await axe(container)).toHaveNoViolations()
  })

  it('renders the page again after navigating to another path', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/kapot">
        <Broken />
      </ErrorBoundary>,
    )
    rerender(
      <ErrorBoundary resetKey="/contact">
        <p>Contactpagina</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('Contactpagina')).toBeInTheDocument()
  })

  it('shows the given fallback in place of the failed part only', () => {
    render(
      <main>
        <h1>Agenda</h1>
        <ErrorBoundary resetKey="contact-modal" fallback={<p role="alert">Formulier niet geladen</p>}>
          <Broken />
        </ErrorBoundary>
      </main>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Formulier niet geladen')
    expect(screen.getByRole('heading', { name: 'Agenda' })).toBeInTheDocument()
    expect(screen.queryByText('Er ging iets fout')).not.toBeInTheDocument()
  })
})
