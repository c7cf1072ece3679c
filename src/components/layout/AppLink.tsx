import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { navigate } from 'gatsby'
import { preloadNow, preloadWhenInView } from '../../lib/page-preload'
import { withoutTrailingSlash } from '../../lib/paths'
import { useCurrentPath } from './current-path'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** a path on this site, such as `/contact` */
  to: string
}

/** `/contact/` → `/contact`, query and #fragment kept: the site's paths have no trailing slash (as <Link> did). */
function sitePath(to: string): string {
  const [, path = '', queryAndFragment = ''] = /^([^?#]*)(.*)$/s.exec(to) ?? []
  return withoutTrailingSlash(path) + queryAndFragment
}

/** A click that should stay in this tab: the main button, no modifier key, no target and not already handled. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.currentTarget.target

/**
 * A link to a page of this site. It does what Gatsby's <Link> does: a plain click renders the next page in the
 * app, the page is preloaded while the link is in view or hovered, and the link to the current page carries
 * aria-current="page". Gatsby's <Link> is five components and an IntersectionObserver per link; on a page with
 * thirty links that made up much of the work of hydrating it. This is one function component and one context
 * read; one observer serves every link (page-preload.ts).
 */
export const AppLink = ({ to, onClick, onMouseEnter, ...rest }: AppLinkProps) => {
  const href = sitePath(to)
  const isCurrent = useCurrentPath() === href
  return (
    <a
      {...rest}
      href={href}
      aria-current={isCurrent ? 'page' : undefined}
      ref={preloadWhenInView}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        preloadNow(event.currentTarget)
      }}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event)) return
        event.preventDefault()
        // Following the link to the page on screen replaces the history entry instead of adding one.
        void navigate(href, { replace: isCurrent })
      }}
    />
  )
}
