import type { ReactNode } from 'react'
import { GlobalStyles } from '../../design/GlobalStyles'
import { HydrationBoundary } from '../../design/HydrationBoundary'
import { colors, space, focusRing } from '../../design/tokens'
import { useSiteData } from '../../lib/use-site-data'
import { ContactWidget } from '../contact/ContactWidget'
import { SiteMenu } from '../menu/SiteMenu'
import { InstallPrompt } from '../pwa/InstallPrompt'
import { FLYOUT_MENUS } from '../menu/menu-types'
import { Footer } from './Footer'
import { Header } from './Header'
import { HomeLink } from './Logo'

/** `full`: header, footer and contact button; `bare`: none of those, for pages that need full focus. */
export type Frame = 'full' | 'bare'

/** Pages where the floating contact button would only repeat what the page itself offers. */
const PATHS_WITHOUT_CONTACT_BUTTON = new Set(['/contact'])

const skipLinkStyle = {
  position: 'absolute',
  left: space.md,
  top: '-10rem',
  padding: space.sm,
  background: colors.blueDark,
  color: colors.onBlue,
  zIndex: 100,
  '&:focus': { top: space.md, ...focusRing },
} as const

const Main = ({ children }: { children: ReactNode }) => (
  <main id="inhoud" tabIndex={-1} css={{ outline: 'none' }}>
    <HydrationBoundary>{children}</HydrationBoundary>
  </main>
)

interface LayoutProps {
  children: ReactNode
  pathname: string
  frame?: Frame
}

/** The frame around every page (spec: shared page frame). */
export const Layout = ({ children, pathname, frame = 'full' }: LayoutProps) => {
  const { siteTitle, options, menu, builtYear } = useSiteData()
  if (frame === 'bare') {
    return (
      <>
        <GlobalStyles />
        <Main>
          <div css={{ padding: `${space.lg} ${space.md} 0`, textAlign: 'center' }}>
            <HomeLink />
          </div>
          {children}
        </Main>
      </>
    )
  }
  const flyoutMenus = FLYOUT_MENUS.map(({ location, label }) => ({ location, label, items: menu(location) }))
  return (
    <>
      <GlobalStyles />
      <a href="#inhoud" css={skipLinkStyle}>
        Naar de inhoud
      </a>
      <Header
        menu={
          <HydrationBoundary>
            <SiteMenu
              menus={flyoutMenus}
              pathname={pathname}
              contact={{ phoneNumber: options?.phoneNumber, emailAddress: options?.emailAddress }}
            />
          </HydrationBoundary>
        }
      />
      <Main>{children}</Main>
      <HydrationBoundary>
        <Footer
          brand={siteTitle}
          leftMenu={menu('footer-menu-left')}
          rightMenu={menu('footer-menu-right')}
          options={options}
          year={builtYear}
        />
      </HydrationBoundary>
      {!PATHS_WITHOUT_CONTACT_BUTTON.has(pathname.replace(/\/$/, '')) && <ContactWidget />}
      <InstallPrompt siteTitle={siteTitle} />
    </>
  )
}
