import { useEffect, useMemo, useState } from 'react'
import { graphql, useStaticQuery, type HeadFC, type PageProps } from 'gatsby'
import { ErrorPage, NOT_FOUND_TITLE } from '../components/layout/ErrorPage'
import { notFoundMessage } from '../lib/not-found'

/** Pages that have child routes (`/{slug}/{child}` and `/producten-en-diensten/{slug}/{child}`). */
function useParentPaths(): Set<string> {
  const data = useStaticQuery<Queries.NotFoundParentsQuery>(graphql`
    query NotFoundParents {
      allWpPage(filter: { parentDatabaseId: { eq: null }, listed: { eq: true } }) {
        nodes {
          path
        }
      }
      allWpProduct(filter: { parentDatabaseId: { eq: null }, listed: { eq: true } }) {
        nodes {
          path
        }
      }
    }
  `)
  return useMemo(
    () => new Set([...data.allWpPage.nodes, ...data.allWpProduct.nodes].map((node) => node.path)),
    [data],
  )
}

/**
 * The 404 page. The host answers it with status 404 for any unknown path; the message names the path, which is
 * only known in the browser (the HTML is shared by all unknown paths).
 */
const NotFoundPage = ({ location }: PageProps) => {
  const parentPaths = useParentPaths()
  const [message, setMessage] = useState<string>()
  useEffect(() => {
    setMessage(notFoundMessage(location, parentPaths))
  }, [location, parentPaths])
  return <ErrorPage status={404} message={message} />
}

export default NotFoundPage

export const Head: HeadFC = () => (
  <>
    <title>{NOT_FOUND_TITLE} | Tandem Praktijksoftware</title>
    <meta name="robots" content="noindex" />
  </>
)
