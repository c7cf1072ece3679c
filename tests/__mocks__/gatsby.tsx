import type { AnchorHTMLAttributes, ReactNode } from 'react'

/**
 * Gatsby's documented unit-test mock (jest's moduleNameMapper sends 'gatsby' here for the component tests):
 * components render Gatsby's <Link>, which in jsdom is a plain anchor (there is no router or page loader), and
 * read site data with useStaticQuery, which a test answers with jest.mocked(useStaticQuery).
 */
type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  children?: ReactNode
  activeClassName?: string
  partiallyActive?: boolean
}

export const Link = ({
  to,
  children,
  activeClassName: _active,
  partiallyActive: _partial,
  ...rest
}: LinkProps) => (
  <a {...rest} href={to}>
    {children}
  </a>
)

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
