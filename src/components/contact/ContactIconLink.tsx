import { CONTACT_ICONS } from '../../design/icons/contact'
import { LineIcon } from '../../design/icons/LineIcon'
import { space } from '../../design/tokens'
import { telHref } from '../../lib/contact-links'

interface ContactIconLinkProps {
  kind: 'phone' | 'mail'
  /** the phone number or e-mail address, shown as written in the site options */
  value: string
  className?: string
}

/** A phone number (tel:) or e-mail address (mailto:) as a link with its line icon. */
export const ContactIconLink = ({ kind, value, className }: ContactIconLinkProps) => (
  <a
    href={kind === 'phone' ? telHref(value) : `mailto:${value}`}
    className={className}
    css={{ display: 'inline-flex', alignItems: 'center', gap: space.xs }}
  >
    <LineIcon>{CONTACT_ICONS[kind]}</LineIcon>
    {value}
  </a>
)
