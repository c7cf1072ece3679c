import { useSiteData } from '../../lib/use-site-data'
import { ContactForm, type ContactFormProps } from './ContactForm'

/** The contact form with this site's CMS endpoint and contact details (default export for lazy loading). */
const SiteContactForm = ({
  idPrefix,
  leftBeforeStart,
}: Pick<ContactFormProps, 'idPrefix' | 'leftBeforeStart'>) => {
  const { contactFormUrl, options } = useSiteData()
  return (
    <ContactForm
      endpoint={contactFormUrl}
      phoneNumber={options?.phoneNumber}
      emailAddress={options?.emailAddress}
      idPrefix={idPrefix}
      leftBeforeStart={leftBeforeStart}
    />
  )
}

export default SiteContactForm
