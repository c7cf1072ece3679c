import { Container } from '../../design/Container'
import { ContactIconLink } from '../contact/ContactIconLink'
import { LineIcon } from '../../design/icons/LineIcon'
import { SOCIAL_ICONS } from '../../design/icons/social'
import { List } from '../../design/List'
import { visuallyHidden } from '../../design/visually-hidden'
import { colors, space } from '../../design/tokens'
import type { MenuItemData } from '../../lib/use-site-data'
import { CookieSettingsButton } from './CookieSettingsButton'
import { Logo } from './Logo'
import { SmartLink } from './SmartLink'

interface FooterProps {
  brand: string
  leftMenu: readonly MenuItemData[]
  rightMenu: readonly MenuItemData[]
  options: Queries.SiteFrameQuery['wpSiteOptions']
  /** the copyright year: the build's (SITE_NOW when pinned), so the server's HTML and hydration agree */
  year: number | null
}

const linkStyle = { color: colors.onBlue, textDecoration: 'underline', textUnderlineOffset: '3px' } as const

const iconLinkStyle = { ...linkStyle, display: 'inline-flex', alignItems: 'center', gap: space.xs } as const

const FooterMenu = ({ label, items }: { label: string; items: readonly MenuItemData[] }) => (
  <nav aria-label={label}>
    <List gap="xs">
      {items.map((item) => (
        <li key={item.databaseId}>
          <SmartLink url={item.url} target={item.target} css={linkStyle}>
            {item.title}
          </SmartLink>
        </li>
      ))}
    </List>
  </nav>
)

const SOCIAL_NETWORKS = [
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['linkedin', 'LinkedIn'],
] as const

/** Copyright, the two footer menus, phone and e-mail from the options, social links when configured, the logo. */
export const Footer = ({ brand, leftMenu, rightMenu, options, year }: FooterProps) => {
  const socials = SOCIAL_NETWORKS.filter(([key]) => Boolean(options?.[key]))
  return (
    <footer
      data-analytics-area="footer"
      css={{
        background: colors.blueDark,
        color: colors.onBlue,
        padding: `${space.xxl} 0 6rem`,
        marginTop: space.xxxl,
        // Below the fold on every page: the browser skips its layout and paint until it comes near the
        // viewport, which takes about half the elements out of the first render (it stays in the
        // accessibility tree and in find-in-page). `auto` keeps the real height once it has been laid out.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 40rem',
      }}
    >
      <Container>
        <div
          css={{
            display: 'grid',
            gap: space.xl,
            gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
          }}
        >
          <FooterMenu label="Footermenu links" items={leftMenu} />
          <FooterMenu label="Footermenu rechts" items={rightMenu} />
          <div>
            <h2 css={{ color: colors.onBlue, fontSize: '1rem', marginBottom: space.xs }}>Contact</h2>
            {options?.phoneNumber && (
              <p css={{ margin: 0 }}>
                <ContactIconLink kind="phone" value={options.phoneNumber} css={linkStyle} />
              </p>
            )}
            {options?.emailAddress && (
              <p css={{ margin: 0 }}>
                <ContactIconLink kind="mail" value={options.emailAddress} css={linkStyle} />
              </p>
            )}
            {socials.length > 0 && (
              <List layout="row" aria-label="Sociale media" css={{ marginTop: space.md }}>
                {socials.map(([key, label]) => (
                  <li key={key}>
                    <a
                      css={iconLinkStyle}
                      href={options?.[key] ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <LineIcon>{SOCIAL_ICONS[key]}</LineIcon>
                      {label}
                      <span css={visuallyHidden}> (opent in een nieuw tabblad)</span>
                    </a>
                  </li>
                ))}
              </List>
            )}
          </div>
        </div>
        <p css={{ margin: `${space.xl} 0 ${space.md}` }}>
          © {year} {options?.companyName ?? brand}
        </p>
        <CookieSettingsButton css={linkStyle} />
        <Logo inverted />
      </Container>
    </footer>
  )
}
