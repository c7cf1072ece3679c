import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { PageHeader } from '../components/content/PageHeader'
import { RichText } from '../components/content/RichText'
import { PageSeo } from '../components/seo/PageSeo'
import { Container } from '../design/Container'
import { MainAndAside } from '../design/MainAndAside'
import { telHref } from '../lib/contact-links'
import { Title } from '../design/Title'
import { colors, radii, space } from '../design/tokens'

/** Contact: the page's text, and phone, e-mail and address from the site options. */
const ContactTemplate = ({ data }: PageProps<Queries.ContactPageQuery>) => {
  const page = data.wpPage
  if (!page) return null
  const options = data.wpSiteOptions
  return (
    <article>
      <PageHeader title={page.title} intro={page.intro} />
      <Container css={{ marginTop: space.xl }}>
        <MainAndAside>
          <RichText html={page.content} />
          <aside
            aria-labelledby="contactgegevens"
            css={{ background: colors.surface, borderRadius: radii.lg, padding: space.lg }}
          >
            <Title tag="h2" id="contactgegevens" size="large">
              Contactgegevens
            </Title>
            <dl css={{ margin: 0, display: 'grid', gap: space.xs }}>
              {options?.phoneNumber && (
                <div>
                  <dt css={{ fontWeight: 700 }}>Telefoon</dt>
                  <dd css={{ margin: 0 }}>
                    <a href={telHref(options.phoneNumber)}>{options.phoneNumber}</a>
                  </dd>
                </div>
              )}
              {options?.emailAddress && (
                <div>
                  <dt css={{ fontWeight: 700 }}>E-mail</dt>
                  <dd css={{ margin: 0 }}>
                    <a href={`mailto:${options.emailAddress}`}>{options.emailAddress}</a>
                  </dd>
                </div>
              )}
              {options?.address && (
                <div>
                  <dt css={{ fontWeight: 700 }}>Adres</dt>
                  <dd css={{ margin: 0 }}>{options.address}</dd>
                </div>
              )}
            </dl>
          </aside>
        </MainAndAside>
      </Container>
    </article>
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
