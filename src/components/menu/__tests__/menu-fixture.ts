import type { FlyoutMenus, MenuNode } from '../menu-types'

const item = (databaseId: number, title: string, url: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  databaseId,
  title,
  url,
  target: null,
  classes: [],
  ...extra,
})

/** Three menus with every kind of item the flyout must handle. */
export const FIXTURE_MENUS: FlyoutMenus = [
  {
    location: 'main-menu',
    label: 'Hoofdmenu',
    items: [
      item(1, 'Producten', '#', {
        children: [
          item(11, 'Exquise Next Generation', '/producten-en-diensten/exquise-next-generation', {
            classes: ['menu-item--highlight'],
            children: [item(111, 'Exquiray', '/producten-en-diensten/exquise-next-generation/exquiray')],
          }),
          item(12, 'Qbridge', '/producten-en-diensten/qbridge'),
        ],
      }),
      item(2, 'Over ons', '/over-ons', { children: [item(21, 'Werken bij', '/werken-bij')] }),
      item(3, 'Contact', '/contact', { classes: ['menu-item--highlight', 'menu-item--button'] }),
    ],
  },
  {
    location: 'exquise-menu',
    label: 'Exquise',
    items: [item(4, 'Live webinar volgen', 'https://webinar.example.nl/', { target: '_blank' })],
  },
  {
    location: 'secondary-menu',
    label: 'Service',
    items: [item(5, 'Mail de helpdesk', 'mailto:support@example.nl')],
  },
]
