import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { CookieSettingsButton } from '../CookieSettingsButton'

const withBannerId = (id: string | undefined) => {
  if (id === undefined) delete process.env.GATSBY_COOKIEBOT_ID
  else process.env.GATSBY_COOKIEBOT_ID = id
}

afterEach(() => {
  withBannerId(undefined)
  delete window.Cookiebot
})

describe('Cookie-instellingen', () => {
  it('reopens the consent banner with Cookiebot’s renew()', async () => {
    withBannerId('00000000-0000-4000-8000-000000000000')
    const renew = jest.fn()
    window.Cookiebot = { consent: { preferences: false, statistics: false, marketing: false }, renew }
    const { container } = render(<CookieSettingsButton />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cookie-instellingen' }))
    expect(renew).toHaveBeenCalledTimes(1)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('is not shown without a consent banner configured', () => {
    withBannerId('')
    render(<CookieSettingsButton />)
    expect(screen.queryByRole('button', { name: 'Cookie-instellingen' })).not.toBeInTheDocument()
  })
})
