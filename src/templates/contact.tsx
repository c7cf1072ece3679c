import type { ReactNode } from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ContactFormIsland } from '../components/contact/ContactFormIsland'
import { RichText } from '../components/content/RichText'
import { PageSeo } from '../components/seo/PageSeo'
import { Container } from '../design/Container'
import { CONTACT_ICONS, type ContactIconName } from '../design/icons/contact'
import { LineIcon } from '../design/icons/LineIcon'
import { List } from '../design/List'
import { MainAndAside } from '../design/MainAndAside'
import { Page } from '../design/Page'
import { Title } from '../design/Title'
import { colors, radii, space } from '../design/tokens'
import { telHref } from '../lib/contact-links'

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

/** Contact: the page's text, the contact form, and phone, e-mail and address from the site options. */
const ContactTemplate = ({ data }: PageProps<Queries.ContactPageQuery>) => {
  const page = data.wpPage
  if (!page) return null
  const options = data.wpSiteOptions
  return (
    <Page title={page.title} intro={page.intro}>
      <Container css={{ marginTop: space.xl }}>
        <MainAndAside>
          <div>
            <RichText html={page.content} />
            <section aria-labelledby="contactformulier" css={{ marginTop: space.xl }}>
              <Title tag="h2" id="contactformulier" size="xlarge">
                Stuur ons een bericht
              </Title>
              <p>Vul het formulier in, dan nemen wij binnen twee werkdagen contact met u op.</p>
              <ContactFormIsland idPrefix="contact-pagina" formLocation="contact_page" />
            </section>
          </div>
          <aside
            aria-labelledby="contactgegevens"
            data-analytics-area="contact_page"
            css={{
              background: colors.surface,
              borderRadius: radii.lg,
              padding: space.lg,
              alignSelf: 'start',
            }}
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
