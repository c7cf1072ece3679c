import { MalformedItemError } from '../fetch/errors'
import { FORBIDDEN_CHARACTERS, message, shortened } from '../rules/content-rules'
import { EMAIL } from '../rules/field-checks'
import { toSitePath } from './links'
import type { ItemContext } from './read'

/**
 * The one gate for URLs that do not arrive inside sanitised HTML (menu items, ACF links, social links, the
 * hero button): they go into `href` as they are, so a `javascript:` value would run on the site's origin.
 * Allowed: a site path (`/…`, not `//host` or `/\host`, which browsers open on another host), a fragment
 * (`#`, the menu's toggles), `https:`/`http:`, `mailto:` and `tel:`. Anything
 * else is refused with a MalformedItemError naming the item, the field and the value; the item's boundary leaves
 * out that field (or that menu item) and tells its editor.
 */

// Control characters, tabs and newlines: browsers drop some of them inside URLs (`java\tscript:` runs); and
// direction overrides, which make an address read as another.
const CONTROL_CHARACTERS = new RegExp(`${FORBIDDEN_CHARACTERS}|[\\t\\n\\r]`)
const WHITESPACE = /\s/
const SITE_PATH = /^\/(?![/\\])/

const quoted = (value: string) => JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value)

function refuse(ctx: ItemContext, field: string, value: string, why: string, dutch?: string): never {
  throw new MalformedItemError(ctx.type, ctx.id, field, `${why}, got ${quoted(value)}`, {
    dutch: dutch ?? message('link', { label: field, value }),
    value: shortened(value),
  })
}

const ALLOWED = 'must be a site path or an https:, http:, mailto: or tel: address'

function isWebAddress(value: string): boolean {
  // `https:///host` and `https:host` parse, but only as a browser's guess of what was meant.
  if (WHITESPACE.test(value) || value.includes('\\') || !/^https?:\/\/[^/]/i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * The one address of a `mailto:` link, and nothing else: `?bcc=`, `?cc=`, `?body=` and the like would let an
 * author add recipients or text to a visitor's mail, so everything from `?` on is dropped. No `%`-escapes
 * either: a mail program decodes them, into line breaks or a second address.
 */
function mailAddress(link: string, ctx: ItemContext, field: string, value: string, dutch: string): string {
  const address = link.slice('mailto:'.length).split('?')[0] ?? ''
  if (!EMAIL.test(address) || address.includes('%'))
    refuse(ctx, field, value, 'must be mailto: with one e-mail address', dutch)
  return address
}

/** A link an editor entered → a site path (links to the CMS or the site) or the address as it is. */
export function checkedLink(
  value: string,
  ctx: ItemContext,
  field: string,
  appAddresses: readonly string[],
  label = field,
): string {
  const link = value.trim()
  const dutch = message('link', { label, value })
  if (CONTROL_CHARACTERS.test(link)) refuse(ctx, field, value, `${ALLOWED} without control characters`, dutch)
  if (link.startsWith('#') && !WHITESPACE.test(link)) return link
  if (SITE_PATH.test(link) && !WHITESPACE.test(link) && !link.includes('\\')) return link
  if (/^https?:/i.test(link)) {
    if (!isWebAddress(link)) refuse(ctx, field, value, 'must be a complete web address without spaces', dutch)
    return toSitePath(link, appAddresses)
  }
  if (/^mailto:/i.test(link)) return `mailto:${mailAddress(link, ctx, field, value, dutch)}`
  if (/^tel:\S/i.test(link)) return link
  return refuse(ctx, field, value, ALLOWED, dutch)
}

/**
 * What a host rule can hold safely: no whitespace (it separates the fields of Netlify's `_redirects`), no
 * quote, backslash or `$` (nginx strings and variables), no braces or semicolons (nginx blocks).
 */
const HOST_RULE_SAFE = /^[A-Za-z0-9\-._~:/?#[\]@!&()*+,=%]+$/

/** A local CMS (tests, an editor's own machine) speaks plain HTTP on a loopback address. */
const isLoopback = (url: URL) =>
  url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname)

/**
 * The remote-support download goes into the host rules (nginx, Netlify) and the redirect page's script, so it
 * must be an `https:` address (`http:` only on a loopback address: a local CMS) of characters that cannot break
 * out of a rule; otherwise the build fails.
 */
export function remoteSupportProblem(value: string): string | null {
  if (!HOST_RULE_SAFE.test(value)) {
    return 'must be an https: address without spaces, quotes, backslashes, $, braces or semicolons'
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'must be a complete https: address'
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))
  if (!secure || url.hostname === '') return 'must be an https: address'
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password'
  return null
}

export function checkedRemoteSupportUrl(
  value: string,
  ctx: ItemContext,
  field: string,
  label = field,
): string {
  const url = value.trim()
  const problem = remoteSupportProblem(url)
  return problem === null
    ? url
    : refuse(ctx, field, value, problem, `${label}: „${shortened(value)}” is geen veilig https:-adres`)
}
