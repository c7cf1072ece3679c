import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { useStaticQuery } from 'gatsby'
import { ContactWidget } from '../ContactWidget'

// The modal's code is still on its way (a tap before the idle fetch was done): it never arrives in this test.
jest.mock('../ContactModal', () => ({
  ContactModal: () => {
    throw new Promise(() => undefined)
  },
}))

describe('a tap on the contact button before the modal’s code has arrived', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      site: { siteMetadata: { title: 'Tandem', siteUrl: '', contactFormUrl: '' } },
      wpSiteOptions: { phoneNumber: '088 - 123 45 67', emailAddress: 'info@example.nl' },
      allWpMenu: { nodes: [] },
    })
  })

  it('opens a panel at once that says the form is loading, and closes back to the button', async () => {
    const user = userEvent.setup()
    const { container } = render(<ContactWidget />)
    const button = await screen.findByRole('button', { name: 'Kom in contact' })
    await user.click(button)
    expect(screen.getByText('Het formulier wordt geladen…').closest('[role="status"]')).toBeVisible()
    expect(await axe(container)).toHaveNoViolations()
    await user.click(screen.getByRole('button', { name: 'Sluiten' }))
    expect(screen.queryByText('Het formulier wordt geladen…')).not.toBeInTheDocument()
    // focus goes back once the closing frame is painted (lib/dom/use-overlay.ts)
    await waitFor(() => expect(button).toHaveFocus())
  })
})
