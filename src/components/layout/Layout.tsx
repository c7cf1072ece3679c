import type { ReactNode } from 'react'
import { GlobalStyles } from '../../design/GlobalStyles'
import { colors, space, focusRing } from '../../design/tokens'
import { useSiteData } from '../../lib/use-site-data'
import { Footer } from './Footer'
import { Header } from './Header'
import { PrimaryNav } from './PrimaryNav'

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

/** The frame around every page: skip link, header, main area and footer. */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { siteTitle, options, menu } = useSiteData()
  return (
    <>
      <GlobalStyles />
      <a href="#inhoud" css={skipLinkStyle}>
        Naar de inhoud
      </a>
      <Header menu={<PrimaryNav items={menu('main-menu')} />} />
      <main id="inhoud" tabIndex={-1} css={{ outline: 'none' }}>
        {children}
      </main>
      <Footer
        brand={siteTitle}
        leftMenu={menu('footer-menu-left')}
        rightMenu={menu('footer-menu-right')}
        options={options}
      />
    </>
  )
}
