import type { MenuNode } from './menu-types'

/** How long the closing animation runs; hovering during it opens nothing. */
export const CLOSE_ANIMATION_MS = 200

export interface FlyoutState {
  phase: 'closed' | 'open' | 'closing'
  /** the first-level item whose submenu panel is showing */
  submenu: MenuNode | null
  /** a submenu opened by hovering stays open when its toggle is then clicked (the pointer got there first) */
  openedBy: 'hover' | 'toggle' | null
}

export type FlyoutAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'closed' }
  | { type: 'openSubmenu'; item: MenuNode }
  | { type: 'toggleSubmenu'; item: MenuNode }
  | { type: 'closeSubmenu' }

export const initialFlyoutState: FlyoutState = { phase: 'closed', submenu: null, openedBy: null }

/**
 * The flyout's states: open or closed, submenu open or closed. Closing the flyout closes the
 * submenu and clears its content; while the flyout is closing (after a click) nothing opens a submenu.
 */
export function flyoutReducer(state: FlyoutState, action: FlyoutAction): FlyoutState {
  switch (action.type) {
    case 'open':
      return { phase: 'open', submenu: null, openedBy: null }
    case 'close':
      return state.phase === 'closed' ? state : { phase: 'closing', submenu: null, openedBy: null }
    case 'closed':
      return state.phase === 'closing' ? initialFlyoutState : state
    case 'openSubmenu':
      if (state.phase !== 'open' || state.submenu?.databaseId === action.item.databaseId) return state
      return { ...state, submenu: action.item, openedBy: 'hover' }
    case 'toggleSubmenu': {
      if (state.phase !== 'open') return state
      const isOpen = state.submenu?.databaseId === action.item.databaseId
      if (isOpen && state.openedBy === 'toggle') return { ...state, submenu: null, openedBy: null }
      return { ...state, submenu: action.item, openedBy: 'toggle' }
    }
    case 'closeSubmenu':
      return { ...state, submenu: null, openedBy: null }
  }
}
