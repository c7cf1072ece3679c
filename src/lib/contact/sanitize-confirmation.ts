import { whenIdle } from '../dom/when-idle'

/** The markup a confirmation message may keep: text formatting and links, nothing that runs or styles;
 * every link gets rel="noopener noreferrer" below. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li', 'span', 'div', 'h3', 'h4']
const ALLOWED_ATTR = ['href', 'target']
/**
 * Addresses a link may have: http(s), mailto, tel, or a path of this site. A path starts with one `/`: `//host`
 * and `/\host` are protocol-relative, and browsers open them on another host.
 */
export const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i

let sanitizerAsked = false
let configured = false

/**
 * DOMPurify with this file's rules, set once: passed to each sanitize() call, DOMPurify would build its tag and
 * attribute sets again every time, inside the task that shows the confirmation.
 */
async function purifier() {
  const { default: DOMPurify } = await import(/* webpackFetchPriority: "low" */ 'dompurify')
  if (!configured) DOMPurify.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: ALLOWED_URI })
  configured = true
  return DOMPurify
}

/**
 * Fetches and runs DOMPurify's chunk at low priority once the visitor starts filling in a form, so sending shows
 * the confirmation without waiting for it (on a phone its download and first run were most of that wait). Not
 * with the page: most visitors never send, and the form on standby in the contact modal is on every page. Then,
 * when the browser is idle, one sanitising of a small message: DOMPurify's first call sets itself up (its parser
 * document), which was a quarter of the work between the CMS's answer and the confirmation.
 */
export function prefetchSanitizer(): void {
  if (sanitizerAsked) return
  sanitizerAsked = true
  purifier().then(
    (DOMPurify) => whenIdle(() => DOMPurify.sanitize('<p><a href="/">.</a></p>')),
    () => {
      // Tried again when the form is sent, where a failure has its own answer (plain text).
      sanitizerAsked = false
    },
  )
}

/**
 * Cleans the confirmation_message HTML the CMS returns before it is shown (CMS HTML is untrusted, and this
 * one arrives at run time, after the build's sanitiser). DOMPurify is fetched when the visitor starts filling
 * in the form (prefetchSanitizer), or else when it was sent. If it cannot be loaded (offline), the message is
 * shown as plain text instead.
 */
export async function sanitizeConfirmation(html: string): Promise<{ html: string } | { text: string }> {
  try {
    const DOMPurify = await purifier()
    const clean = DOMPurify.sanitize(html)
    const withSafeLinks = clean.replace(/<a /g, '<a rel="noopener noreferrer" ')
    return { html: withSafeLinks }
  } catch {
    return { text: new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '' }
  }
}
