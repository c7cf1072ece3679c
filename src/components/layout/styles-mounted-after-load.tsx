import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { createRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ContactForm } from '../contact/ContactForm'
import { ContactModal } from '../contact/ContactModal'
import { ContactPopout } from '../contact/ContactPopout'
import { ContactWidgetOnceMounted } from '../contact/ContactWidget'
import { MenuFlyout } from '../menu/MenuFlyout'
import { FLYOUT_MENUS, type FlyoutMenus, type MenuNode } from '../menu/menu-types'

const ignore = () => undefined

interface SampleItem {
  url?: string
  children?: MenuNode[]
  classes?: string[]
}

const item = (databaseId: number, { url, children, classes = [] }: SampleItem = {}): MenuNode => ({
  databaseId,
  title: 'Item',
  url: url ?? `/item-${databaseId}`,
  target: null,
  classes,
  ...(children ? { children } : {}),
})

/**
 * Every kind of item the flyout styles differently: a link with a submenu (down two levels), a submenu toggle
 * without a page of its own (`#`), links inside and outside the site, and the CMS's highlight and button
 * classes. Titles play no part in a style.
 */
const sampleItems = (first: number) => [
  item(first, { children: [item(first + 1, { children: [item(first + 2)] }), item(first + 3)] }),
  item(first + 4, { url: '#', children: [item(first + 5)] }),
  item(first + 6),
  item(first + 7, { url: 'https://example.org/' }),
  item(first + 8, { url: 'mailto:info@example.org' }),
  item(first + 9, { classes: ['menu-item--highlight'] }),
  item(first + 10, { classes: ['menu-item--button'] }),
]
const SAMPLE_MENUS: FlyoutMenus = FLYOUT_MENUS.map((menu, index) => ({
  ...menu,
  items: sampleItems(index * 100 + 1),
}))
const [OPEN_SUBMENU] = sampleItems(1)

const flyoutProps = {
  menus: SAMPLE_MENUS,
  contact: { phoneNumber: '0', emailAddress: 'info@example.org' },
  standbyParts: Number.POSITIVE_INFINITY,
  submenuHeading: createRef<HTMLHeadingElement>(),
  onClose: ignore,
  onToggleSubmenu: ignore,
  onHoverItem: ignore,
  onBack: ignore,
  registerToggle: ignore,
}

/**
 * What a page of the full frame mounts only after its load: the contact button (and its popout), then, on
 * standby, the flyout with its submenus, the contact modal and its form (lib/dom/standby.ts); also the flyout
 * opened on a submenu.
 */
const MountedAfterLoad = () => (
  <>
    <ContactWidgetOnceMounted />
    <ContactPopout shown onClose={ignore} />
    <MenuFlyout id="standby" state="standby" submenu={null} {...flyoutProps} />
    <MenuFlyout id="open" state="open" submenu={OPEN_SUBMENU ?? null} {...flyoutProps} />
    <ContactModal open={false} withForm onClose={ignore} />
    <ContactForm endpoint="" idPrefix="standby" formLocation="contact_modal" />
  </>
)

let rules: ReadonlyMap<string, string> | null = null

/**
 * The style rules of what a page mounts after its load, by Emotion's name for each, rendered once per build
 * process. In the head of every page of the full frame (gatsby-ssr.tsx, src/build/render-with-styles.tsx) they
 * spare the browser their work when those parts go on standby: Emotion finds their names in the head and neither
 * serialises nor inserts them, work that ran inside the parts' commits (30–50 ms of a commit on a phone) and made
 * the browser index its style sheet again each time. A style these samples miss is inserted when first used.
 */
export function stylesMountedAfterLoad(): ReadonlyMap<string, string> {
  if (rules) return rules
  const cache = createCache({ key: 'css' })
  // The server instance makes the cache keep each rule's text, by name, in `inserted`.
  createEmotionServer(cache)
  renderToStaticMarkup(
    <CacheProvider value={cache}>
      <MountedAfterLoad />
    </CacheProvider>,
  )
  rules = new Map(
    Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  return rules
}
