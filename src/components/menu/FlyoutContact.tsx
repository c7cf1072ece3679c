import { CONTACT_ICONS } from '../../design/icons/contact'
import { LineIcon } from '../../design/icons/LineIcon'
import { List } from '../../design/List'
import { breakpoints, colors, radii, space } from '../../design/tokens'
import { telHref } from '../../lib/contact-links'

export interface FlyoutContactDetails {
  phoneNumber?: string | null
  emailAddress?: string | null
}

const linkStyle = { display: 'inline-flex', alignItems: 'center', gap: space.xs, fontWeight: 600 } as const

/** Beside the menus on wide screens, until a submenu takes its place: the quickest ways to reach us. */
export const FlyoutContact = ({ phoneNumber, emailAddress }: FlyoutContactDetails) => {
  if (!phoneNumber && !emailAddress) return null
  return (
    <section
      aria-labelledby="menu-direct-contact"
      css={{
        display: 'none',
        alignSelf: 'start',
        background: colors.surface,
        borderRadius: radii.lg,
        padding: space.lg,
        [breakpoints.desktop]: { display: 'block' },
      }}
    >
      <h2 id="menu-direct-contact" css={{ fontSize: '1.25rem' }}>
        Direct contact
      </h2>
      <p>Onze helpdesk staat op werkdagen voor u klaar.</p>
      <List gap="xs">
        {phoneNumber && (
          <li>
            <a href={telHref(phoneNumber)} css={linkStyle}>
              <LineIcon>{CONTACT_ICONS.phone}</LineIcon>
              {phoneNumber}
            </a>
          </li>
        )}
        {emailAddress && (
          <li>
            <a href={`mailto:${emailAddress}`} css={linkStyle}>
              <LineIcon>{CONTACT_ICONS.mail}</LineIcon>
              {emailAddress}
            </a>
          </li>
        )}
      </List>
    </section>
  )
}
