import type { ReactNode } from 'react'
import { Link } from 'gatsby'
import { visuallyHidden } from '../../design/visually-hidden'
import { classifyLink } from '../../lib/links'

interface SmartLinkProps {
  url: string
  target?: string | null
  children: ReactNode
  className?: string
  onNavigate?: () => void
  /** data attributes for the link itself, e.g. the analytics click contract's `data-agenda-link` */
  [dataAttribute: `data-${string}`]: string | undefined
}

/** A CMS link: site paths navigate inside the app, other addresses open as ordinary (or new-tab) links. */
export const SmartLink = ({
  url,
  target,
  children,
  className,
  onNavigate,
  ...dataAttributes
}: SmartLinkProps) => {
  const link = classifyLink(url, target)
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} className={className} onClick={onNavigate} {...dataAttributes}>
        {children}
      </Link>
    )
  }
  const href = link.kind === 'external' ? link.href : '#'
  const newTab = link.kind === 'external' && link.newTab
  return (
    <a
      href={href}
      className={className}
      onClick={onNavigate}
      {...dataAttributes}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && <span css={visuallyHidden}> (opent in een nieuw tabblad)</span>}
    </a>
  )
}
