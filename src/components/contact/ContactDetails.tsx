import type { ReactNode } from 'react'
import { CONTACT_ICONS, type ContactIconName } from '../../design/icons/contact'
import { LineIcon } from '../../design/icons/LineIcon'
import { List } from '../../design/List'
import { Title } from '../../design/Title'
import { colors, radii, space } from '../../design/tokens'
import { telHref } from '../../lib/contact-links'

const ContactDetail = ({
  icon,
  label,
  children,
}: {
  icon: ContactIconName
  label: string
  children: ReactNode
}) => (
  <li css={{ display: 'flex', gap: space.sm }}>
    <span css={{ color: colors.blue, marginTop: space.xxs }}>
      <LineIcon>{CONTACT_ICONS[icon]}</LineIcon>
    </span>
    <span>
      <strong css={{ display: 'block' }}>{label}</strong>
      {children}
    </span>
  </li>
)

type SiteOptions = Queries.ContactPageQuery['wpSiteOptions']

/**
 * The contact page's aside: phone, e-mail and address from the site options, each left out when the CMS has
 * none. Its clicks count as contact intent from the contact page (data-analytics-area).
 */
export const ContactDetails = ({ options }: { options: SiteOptions }) => (
  <aside
    aria-labelledby="contactgegevens"
    data-analytics-area="contact_page"
    css={{ background: colors.surface, borderRadius: radii.lg, padding: space.lg, alignSelf: 'start' }}
  >
    <Title tag="h2" id="contactgegevens" size="large">
      Contactgegevens
    </Title>
    <List gap="md">
      {options?.phoneNumber && (
        <ContactDetail icon="phone" label="Telefoon">
          <a href={telHref(options.phoneNumber)}>{options.phoneNumber}</a>
        </ContactDetail>
      )}
      {options?.emailAddress && (
        <ContactDetail icon="mail" label="E-mail">
          <a href={`mailto:${options.emailAddress}`}>{options.emailAddress}</a>
        </ContactDetail>
      )}
      {options?.address && (
        <ContactDetail icon="location" label="Adres">
          {options.address}
        </ContactDetail>
      )}
    </List>
  </aside>
)
