import { fireEvent, render, screen } from '@testing-library/react'
import { navigate } from 'gatsby'
import { AppLink } from './AppLink'
import { CurrentPathContext } from './current-path'

const navigateMock = navigate as jest.MockedFunction<typeof navigate>

describe('AppLink', () => {
  const hovering = jest.fn()
  beforeEach(() => {
    navigateMock.mockClear()
    hovering.mockClear()
    window.___loader = { hovering, enqueue: jest.fn() }
  })
  afterEach(() => {
    delete window.___loader
  })

  const renderOn = (currentPath: string, link = <AppLink to="/contact">Contact</AppLink>) =>
    render(<CurrentPathContext.Provider value={currentPath}>{link}</CurrentPathContext.Provider>)

  it('is a real link, so it works before the app has started', () => {
    renderOn('/')
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
  })

  it('renders the page in the app on a plain click, after the caller’s own click handler', () => {
    const onClick = jest.fn()
    renderOn(
      '/',
      <AppLink to="/contact" onClick={onClick}>
        Contact
      </AppLink>,
    )
    const allowed = fireEvent.click(screen.getByRole('link', { name: 'Contact' }), { button: 0 })
    expect(allowed).toBe(false) // the browser does not load the page itself
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(navigateMock).toHaveBeenCalledWith('/contact', { replace: false })
  })

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    renderOn('/')
    const allowed = fireEvent.click(screen.getByRole('link', { name: 'Contact' }), init)
    expect(allowed).toBe(true)
    expect(navigateMock).not.toHaveBeenCalled()
  })

  it('leaves a link with a target, or one whose click was already handled, to the browser', () => {
    renderOn(
      '/',
      <>
        <AppLink to="/contact" target="_blank">
          Nieuw tabblad
        </AppLink>
        <AppLink to="/contact" onClick={(event) => event.preventDefault()}>
          Afgehandeld
        </AppLink>
      </>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Nieuw tabblad' }))
    fireEvent.click(screen.getByRole('link', { name: 'Afgehandeld' }))
    expect(navigateMock).not.toHaveBeenCalled()
  })

  it('marks the link to the page on screen, and following it replaces the history entry', () => {
    renderOn('/contact')
    const link = screen.getByRole('link', { name: 'Contact' })
    expect(link).toHaveAttribute('aria-current', 'page')
    fireEvent.click(link)
    expect(navigateMock).toHaveBeenCalledWith('/contact', { replace: true })
  })

  it('writes the path as the site has it, without a trailing slash (a hand-made menu link, say)', () => {
    renderOn('/contact', <AppLink to="/contact/#formulier">Contact</AppLink>)
    const link = screen.getByRole('link', { name: 'Contact' })
    expect(link).toHaveAttribute('href', '/contact#formulier')
    renderOn('/contact', <AppLink to="/contact/">Contactpagina</AppLink>)
    expect(screen.getByRole('link', { name: 'Contactpagina' })).toHaveAttribute('aria-current', 'page')
  })

  it('does not mark links to other pages', () => {
    renderOn('/over-ons')
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current')
  })

  it('loads the page when hovered, a click being likely', () => {
    renderOn('/', <AppLink to="/contact#formulier">Contact</AppLink>)
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Contact' }))
    expect(hovering).toHaveBeenCalledWith('/contact')
  })
})
