import { useSiteData } from '../../lib/use-site-data'
import { ContactForm, type ContactFormProps } from './ContactForm'

/** The contact form with this site's CMS endpoint and contact details (default export for lazy loading). */
const SiteContactForm = ({
  idPrefix,
  formLocation,
  leftBeforeStart,
}: Pick<ContactFormProps, 'idPrefix' | 'formLocation' | 'leftBeforeStart'>) => {
  const { contactFormUrl, options } = useSiteData()
  return (
    <ContactForm
      endpoint={contactFormUrl}
      phoneNumber={options?.phoneNumber}
      emailAddress={options?.emailAddress}
      idPrefix={idPrefix}
      formLocation={formLocation}
      leftBeforeStart={leftBeforeStart}
    />
  )
}

export default SiteContactForm
