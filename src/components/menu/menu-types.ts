/** A menu item as the flyout needs it: any depth, children optional below the second level. */
export interface MenuNode {
  readonly databaseId: number
  readonly title: string
  readonly url: string
  readonly target: string | null
  readonly classes: readonly string[]
  readonly children?: readonly MenuNode[]
}

/** The three menus in the flyout, in the order they are shown (spec: menu flyout). */
export const FLYOUT_MENUS = [
  { location: 'main-menu', label: 'Hoofdmenu' },
  { location: 'exquise-menu', label: 'Exquise' },
  { location: 'secondary-menu', label: 'Service' },
] as const

export type FlyoutMenus = ReadonlyArray<{ location: string; label: string; items: readonly MenuNode[] }>

export const hasChildren = (item: MenuNode) => (item.children?.length ?? 0) > 0

/** The first-level items that open a submenu, of all menus in order: each has its panel in the flyout. */
export const submenuItemsOf = (menus: FlyoutMenus) => menus.flatMap((menu) => menu.items.filter(hasChildren))

/** The flyout goes on standby in parts, one per idle moment: each menu, then the contact details, then each panel. */
export const standbyPartCount = (menus: FlyoutMenus) => menus.length + 1 + submenuItemsOf(menus).length

/** How many submenu panels are mounted once `parts` of the flyout's parts are (standbyPartCount's order). */
export const panelsMountedOf = (menus: FlyoutMenus, parts: number) => Math.max(0, parts - menus.length - 1)
