import type { ReactNode } from 'react'
import { PageHeader, type PageHeaderProps } from './PageHeader'

interface PageProps extends PageHeaderProps {
  children: ReactNode
}

/**
 * The "page" building block: one article with the page's header (title, intro, breadcrumbs) and its body.
 * Every content template is one Page.
 */
export const Page = ({ children, ...header }: PageProps) => (
  <article>
    <PageHeader {...header} />
    {children}
  </article>
)
