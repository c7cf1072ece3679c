import { memo } from 'react'
import { ContactIconLink } from '../contact/ContactIconLink'
import { List } from '../../design/List'
import { breakpoints, colors, fontWeights, radii, space } from '../../design/tokens'

export interface FlyoutContactDetails {
  phoneNumber?: string | null
  emailAddress?: string | null
}

/** Beside the menus on wide screens, until a submenu takes its place: the quickest ways to reach us. */
export const FlyoutContact = memo(function FlyoutContact({
  phoneNumber,
  emailAddress,
}: FlyoutContactDetails) {
  if (!phoneNumber && !emailAddress) return null
  return (
    <section
      aria-labelledby="menu-direct-contact"
      data-analytics-area="menu"
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
            <ContactIconLink kind="phone" value={phoneNumber} css={{ fontWeight: fontWeights.bold }} />
          </li>
        )}
        {emailAddress && (
          <li>
            <ContactIconLink kind="mail" value={emailAddress} css={{ fontWeight: fontWeights.bold }} />
          </li>
        )}
      </List>
    </section>
  )
})
