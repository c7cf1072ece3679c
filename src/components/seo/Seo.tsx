import type { ReactNode } from 'react'
import { absoluteUrl } from '../../lib/paths'
import { useSiteData } from '../../lib/use-site-data'

export interface Breadcrumb {
  name: string
  path: string
}

interface SeoProps {
  title: string
  description?: string | null
  path: string
  image?: string | null
  type?: 'website' | 'article'
  breadcrumbs?: readonly Breadcrumb[]
  /** extra JSON-LD objects for this page (for example a JobPosting) */
  structuredData?: readonly object[]
  noindex?: boolean
  children?: ReactNode
}

const MAX_DESCRIPTION = 160

const shorten = (text: string) =>
  text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, '')}…`

const JsonLd = ({ data }: { data: object }) => (
  <script
    type="application/ld+json"
    dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
  />
)

/** Title, description, canonical URL, Open Graph and JSON-LD (Organization on every page) for a page's Head. */
export const Seo = ({
  title,
  description,
  path,
  image,
  type = 'website',
  breadcrumbs,
  structuredData = [],
  noindex,
  children,
}: SeoProps) => {
  // The same static query as the page frame: one copy of the site settings in the bundle.
  const { siteTitle, siteUrl, options } = useSiteData()
  const canonical = absoluteUrl(siteUrl, path)
  const fullTitle = path === '/' || title === siteTitle ? siteTitle : `${title} | ${siteTitle}`
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: options?.companyName ?? siteTitle,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/icons/logo.png'),
    ...(options?.phoneNumber ? { telephone: options.phoneNumber } : {}),
    ...(options?.emailAddress ? { email: options.emailAddress } : {}),
    sameAs: [options?.facebook, options?.twitter, options?.linkedin].filter(Boolean),
  }
  const breadcrumbList = breadcrumbs &&
    breadcrumbs.length > 1 && {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(siteUrl, crumb.path),
      })),
    }
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={shorten(description)} />}
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:locale" content="nl_NL" />
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={shorten(description)} />}
      <meta property="og:url" content={canonical} />
      {image && (
        <meta property="og:image" content={image.startsWith('http') ? image : absoluteUrl(siteUrl, image)} />
      )}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content="#0d2c54" />
      <JsonLd data={organization} />
      {breadcrumbList && <JsonLd data={breadcrumbList} />}
      {structuredData.map((item, index) => (
        <JsonLd key={index} data={item} />
      ))}
      {children}
    </>
  )
}
