import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ContactDetails } from '../components/contact/ContactDetails'
import { ContactFormIsland } from '../components/contact/ContactFormIsland'
import { RichText } from '../components/content/RichText'
import { PageSeo } from '../components/seo/PageSeo'
import { Container } from '../design/Container'
import { MainAndAside } from '../design/MainAndAside'
import { Page } from '../design/Page'
import { Section } from '../design/Section'
import { space } from '../design/tokens'

/** Contact: the page's text, the contact form, and phone, e-mail and address from the site options. */
const ContactTemplate = ({ data }: PageProps<Queries.ContactPageQuery>) => {
  const page = data.wpPage
  if (!page) return null
  return (
    <Page title={page.title} intro={page.intro}>
      <Container css={{ marginTop: space.xl }}>
        <MainAndAside>
          <div>
            <RichText html={page.content} />
            <Section id="contactformulier" title="Stuur ons een bericht" spacing="xl">
              <p>Vul het formulier in, dan nemen wij binnen twee werkdagen contact met u op.</p>
              <ContactFormIsland idPrefix="contact-pagina" formLocation="contact_page" />
            </Section>
          </div>
          <ContactDetails options={data.wpSiteOptions} />
        </MainAndAside>
      </Container>
    </Page>
  )
}

export default ContactTemplate

export const Head = ({ data }: HeadProps<Queries.ContactPageQuery>) => <PageSeo page={data.wpPage} />

export const query = graphql`
  query ContactPage($id: String!) {
    wpPage(id: { eq: $id }) {
      ...PageSeoFields
      content
    }
    wpSiteOptions {
      phoneNumber
      emailAddress
      address
    }
  }
`
