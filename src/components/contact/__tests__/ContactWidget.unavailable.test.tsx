import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { useStaticQuery } from 'gatsby'
import { ContactWidget } from '../ContactWidget'

// The modal's chunk cannot be fetched (offline, or removed by a deploy after the one reload).
jest.mock('../ContactModal', () => {
  throw new Error('Loading the contact modal failed')
})

describe('the contact button when the modal cannot be loaded', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      site: { siteMetadata: { title: 'Tandem', siteUrl: '', contactFormUrl: '' } },
      wpSiteOptions: { phoneNumber: '088 - 123 45 67', emailAddress: 'info@example.nl' },
      allWpMenu: { nodes: [] },
    })
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => jest.mocked(console.error).mockRestore())

  it('says so, offers a reload of this page, and closes back to the button', async () => {
    const user = userEvent.setup()
    const { container } = render(<ContactWidget />)
    const button = await screen.findByRole('button', { name: 'Kom in contact' })
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('Het formulier kon niet worden geladen.')
    expect(screen.getByRole('link', { name: 'laad de pagina opnieuw' })).toHaveAttribute('href', '/')
    expect(await axe(container)).toHaveNoViolations()
    await user.click(screen.getByRole('button', { name: 'Sluiten' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // focus goes back once the closing frame is painted (lib/dom/use-overlay.ts)
    await waitFor(() => expect(button).toHaveFocus())
  })
})
