import { Container } from '../../design/Container'
import { colors, space } from '../../design/tokens'
import { telHref } from '../../lib/contact-links'
import type { MenuItemData } from '../../lib/use-site-data'
import { Logo } from './Logo'
import { SmartLink } from './SmartLink'

interface FooterProps {
  brand: string
  leftMenu: readonly MenuItemData[]
  rightMenu: readonly MenuItemData[]
  options: Queries.SiteFrameQuery['wpSiteOptions']
}

const linkStyle = { color: colors.onBlue, textDecoration: 'underline', textUnderlineOffset: '3px' } as const

const FooterMenu = ({ label, items }: { label: string; items: readonly MenuItemData[] }) => (
  <nav aria-label={label}>
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs }}>
      {items.map((item) => (
        <li key={item.databaseId}>
          <SmartLink url={item.url} target={item.target} css={linkStyle}>
            {item.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  </nav>
)

const SOCIAL_NETWORKS = [
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['linkedin', 'LinkedIn'],
] as const

/** Copyright, the two footer menus, phone and e-mail from the options, social links when configured, the logo. */
export const Footer = ({ brand, leftMenu, rightMenu, options }: FooterProps) => {
  const socials = SOCIAL_NETWORKS.filter(([key]) => Boolean(options?.[key]))
  return (
    <footer
      css={{
        background: colors.blueDark,
        color: colors.onBlue,
        padding: `${space.xxl} 0 ${space.xl}`,
        marginTop: space.xxxl,
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
                <a css={linkStyle} href={telHref(options.phoneNumber)}>
                  {options.phoneNumber}
                </a>
              </p>
            )}
            {options?.emailAddress && (
              <p css={{ margin: 0 }}>
                <a css={linkStyle} href={`mailto:${options.emailAddress}`}>
                  {options.emailAddress}
                </a>
              </p>
            )}
            {socials.length > 0 && (
              <ul
                aria-label="Sociale media"
                css={{
                  listStyle: 'none',
                  display: 'flex',
                  gap: space.md,
                  padding: 0,
                  margin: `${space.md} 0 0`,
                }}
              >
                {socials.map(([key, label]) => (
                  <li key={key}>
                    <a
                      css={linkStyle}
                      href={options?.[key] ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <p css={{ margin: `${space.xl} 0 ${space.md}` }}>
          © {new Date().getFullYear()} {options?.companyName ?? brand}
        </p>
        <Logo inverted />
      </Container>
    </footer>
  )
}
