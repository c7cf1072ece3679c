import type { AnchorHTMLAttributes, ReactNode } from 'react'

/** Components under test use Gatsby's Link and navigate; in jsdom they are a plain anchor and a spy. */
const gatsby = jest.requireActual<typeof import('gatsby')>('gatsby')

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

export const navigate = jest.fn()
export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const Script = gatsby.Script
