import { useSiteData } from '../../lib/use-site-data'
import { ContactForm } from './ContactForm'

/** The contact form with this site's CMS endpoint and contact details (default export for lazy loading). */
const SiteContactForm = ({ idPrefix }: { idPrefix?: string }) => {
  const { contactFormUrl, options } = useSiteData()
  return (
    <ContactForm
      endpoint={contactFormUrl}
      phoneNumber={options?.phoneNumber}
      emailAddress={options?.emailAddress}
      idPrefix={idPrefix}
    />
  )
}

export default SiteContactForm
