import { graphql, useStaticQuery } from 'gatsby'

export type MenuItemData = Queries.SiteFrameQuery['allWpMenu']['nodes'][number]['items'][number]

/** The data every page's frame needs: site settings, the menus by location and the site options. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteFrameQuery>(graphql`
    query SiteFrame {
      site {
        siteMetadata {
          title
          siteUrl
          contactFormUrl
          builtYear
        }
      }
      wpSiteOptions {
        companyName
        phoneNumber
        emailAddress
        facebook
        twitter
        linkedin
        address
      }
      allWpMenu {
        nodes {
          location
          items {
            ...MenuItemFields
            children {
              ...MenuItemFields
              children {
                ...MenuItemFields
              }
            }
          }
        }
      }
    }
    fragment MenuItemFields on WpMenuItem {
      databaseId
      title
      url
      target
      classes
    }
  `)
  const menus = new Map(data.allWpMenu.nodes.map((menu) => [menu.location, menu.items]))
  return {
    siteTitle: data.site?.siteMetadata?.title ?? '',
    siteUrl: data.site?.siteMetadata?.siteUrl ?? '',
    contactFormUrl: data.site?.siteMetadata?.contactFormUrl ?? '',
    /** the year of the build's "now" (SITE_NOW when pinned), for the copyright line */
    builtYear: data.site?.siteMetadata?.builtYear ?? null,
    options: data.wpSiteOptions,
    menu: (location: string): readonly MenuItemData[] => menus.get(location) ?? [],
  }
}
