/** The markup a confirmation message may keep: text formatting and links, nothing that runs or styles;
 * every link gets rel="noopener noreferrer" below. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li', 'span', 'div', 'h3', 'h4']
const ALLOWED_ATTR = ['href', 'target']
/**
 * Addresses a link may have: http(s), mailto, tel, or a path of this site. A path starts with one `/`: `//host`
 * and `/\host` are protocol-relative, and browsers open them on another host.
 */
export const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i

/**
 * Cleans the confirmation_message HTML the CMS returns before it is shown (CMS HTML is untrusted, and this
 * one arrives at run time, after the build's sanitiser). DOMPurify is loaded only when a form was sent.
 * If it cannot be loaded (offline), the message is shown as plain text instead.
 */
export async function sanitizeConfirmation(html: string): Promise<{ html: string } | { text: string }> {
  try {
    const { default: DOMPurify } = await import('dompurify')
    const clean = DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: ALLOWED_URI,
    })
    const withSafeLinks = clean.replace(/<a /g, '<a rel="noopener noreferrer" ')
    return { html: withSafeLinks }
  } catch {
    return { text: new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '' }
  }
}
