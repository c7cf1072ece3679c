import type { CreatePagesArgs } from 'gatsby'

/** What the build's last step needs of gatsby-config.ts's siteMetadata. */
export interface SiteMetadataForFiles {
  title: string
  siteUrl: string
  /** where the contact form posts; empty when no CMS is configured */
  contactFormUrl: string
}

interface SiteMetadataQuery {
  site: { siteMetadata: Partial<Record<keyof SiteMetadataForFiles, string | null>> | null } | null
}

const SITE_METADATA_QUERY = `
  query SiteMetadataForFiles {
    site { siteMetadata { title siteUrl contactFormUrl } }
  }
`

/** The site metadata, read through the data layer as pages read it (Gatsby's public way to reach its config). */
export async function loadSiteMetadata(graphql: CreatePagesArgs['graphql']): Promise<SiteMetadataForFiles> {
  const result = await graphql<SiteMetadataQuery>(SITE_METADATA_QUERY)
  const metadata = result.data?.site?.siteMetadata
  if (result.errors || !metadata?.title || !metadata.siteUrl) {
    throw new Error(
      `Could not read siteMetadata (title, siteUrl) from the data layer: ${JSON.stringify(result.errors ?? metadata ?? null)}`,
    )
  }
  return { title: metadata.title, siteUrl: metadata.siteUrl, contactFormUrl: metadata.contactFormUrl ?? '' }
}
