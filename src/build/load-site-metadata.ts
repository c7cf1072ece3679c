import type { CreatePagesArgs } from 'gatsby'

/** What the build's last step needs of gatsby-config.ts's siteMetadata. */
export interface SiteMetadataForFiles {
  title: string
  siteUrl: string
  /** where the contact form posts; empty when no CMS is configured */
  contactFormUrl: string
  /** the build's "now" (SITE_NOW when pinned; src/build/site-clock.ts) */
  builtAt: Date
}

interface SiteMetadataQuery {
  site: {
    siteMetadata: Partial<Record<keyof SiteMetadataForFiles, string | null>> | null
  } | null
}

const SITE_METADATA_QUERY = `
  query SiteMetadataForFiles {
    site { siteMetadata { title siteUrl contactFormUrl builtAt } }
  }
`

/** The site metadata, read through the data layer as pages read it (Gatsby's public way to reach its config). */
export async function loadSiteMetadata(graphql: CreatePagesArgs['graphql']): Promise<SiteMetadataForFiles> {
  const result = await graphql<SiteMetadataQuery>(SITE_METADATA_QUERY)
  const metadata = result.data?.site?.siteMetadata
  if (result.errors || !metadata?.title || !metadata.siteUrl || !metadata.builtAt) {
    throw new Error(
      `Could not read siteMetadata (title, siteUrl, builtAt) from the data layer: ${JSON.stringify(result.errors ?? metadata ?? null)}`,
    )
  }
  return {
    title: metadata.title,
    siteUrl: metadata.siteUrl,
    contactFormUrl: metadata.contactFormUrl ?? '',
    builtAt: new Date(metadata.builtAt),
  }
}
