import { flyoutReducer, initialFlyoutState, type FlyoutState } from '../flyout-state'
import type { MenuNode } from '../menu-types'

const products: MenuNode = { databaseId: 1, title: 'Producten', url: '#', target: null, classes: [] }
const about: MenuNode = { databaseId: 2, title: 'Over ons', url: '/over-ons', target: null, classes: [] }
const open: FlyoutState = flyoutReducer(initialFlyoutState, { type: 'open' })

describe('flyoutReducer', () => {
  it('closing closes the submenu and clears its content', () => {
    const withSubmenu = flyoutReducer(open, { type: 'toggleSubmenu', item: products })
    expect(flyoutReducer(withSubmenu, { type: 'close' })).toEqual({
      phase: 'closing',
      submenu: null,
      openedBy: null,
    })
  })

  it('ignores hover and toggles unless the flyout is open', () => {
    const closing = flyoutReducer(open, { type: 'close' })
    expect(flyoutReducer(closing, { type: 'openSubmenu', item: products }).submenu).toBeNull()
    expect(flyoutReducer(closing, { type: 'toggleSubmenu', item: products }).submenu).toBeNull()
    expect(flyoutReducer(initialFlyoutState, { type: 'openSubmenu', item: products })).toBe(
      initialFlyoutState,
    )
  })

  it('toggles a submenu, and switches to another one', () => {
    const first = flyoutReducer(open, { type: 'toggleSubmenu', item: products })
    expect(first.submenu).toBe(products)
    expect(flyoutReducer(first, { type: 'toggleSubmenu', item: about }).submenu).toBe(about)
    expect(flyoutReducer(first, { type: 'toggleSubmenu', item: products }).submenu).toBeNull()
  })

  it('keeps a hovered submenu open when its toggle is clicked right after', () => {
    const hovered = flyoutReducer(open, { type: 'openSubmenu', item: products })
    const clicked = flyoutReducer(hovered, { type: 'toggleSubmenu', item: products })
    expect(clicked).toMatchObject({ submenu: products, openedBy: 'toggle' })
  })

  it('finishes closing only from the closing phase', () => {
    const closing = flyoutReducer(open, { type: 'close' })
    expect(flyoutReducer(closing, { type: 'closed' })).toEqual(initialFlyoutState)
    expect(flyoutReducer(open, { type: 'closed' })).toBe(open)
  })
})
