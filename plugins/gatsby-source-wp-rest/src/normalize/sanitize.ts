import sanitizeHtml from 'sanitize-html'
import { toSitePath } from './links'

/** Video hosts whose embeds editors may use; any other iframe is an unknown embed and is removed. */
export const TRUSTED_EMBED_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com']

const BLOCK_TAGS = ['div', 'section', 'figure', 'figcaption', 'blockquote', 'cite', 'pre', 'code', 'hr', 'br']
const TEXT_TAGS = ['p', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup', 'abbr']
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']

/**
 * What an embedded video may use, the same for every embed: an editor's `allow` could hand the frame the
 * camera, the microphone or payment.
 */
export const IFRAME_ALLOW = 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen'

/**
 * The classes CMS HTML keeps: WordPress's block markup (what the blocks write, as in the content so far), and
 * nothing else. The site's own classes (Emotion's `css-…`, `full-width`, the form's and the offline page's) are
 * dropped, so an editor cannot borrow the site's styles, say for an overlay over the whole page.
 */
export const ALLOWED_CLASSES: ReadonlyArray<string | RegExp> = [
  /^wp-block-[a-z][a-z0-9-]*$/,
  'wp-element-caption',
  /^wp-image-\d+$/,
  /^size-(?:thumbnail|medium|medium_large|large|full)$/,
  'has-fixed-layout',
  /^has-text-align-(?:left|center|right)$/,
  /^align(?:left|right|center|wide|full)$/,
]

function rewriteSrcset(srcset: string, appAddresses: readonly string[]): string {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().replace(/^\S+/, (url) => toSitePath(url, appAddresses)))
    .join(', ')
}

/**
 * CMS HTML is a page's content, which every template shows below the page's header (its title, intro and own
 * image). So its images load when they come near the screen and decode off the main thread, as WordPress
 * itself writes content images: they do not compete with the header's image, the styles and the code for a
 * slow connection in the page's first seconds. An editor's explicit `loading="eager"` stays.
 */
function loadWhenNear(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return { loading: attribs.loading === 'eager' ? 'eager' : 'lazy', decoding: 'async' }
}

function sanitiseOptions(appAddresses: readonly string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'iframe'],
      ...BLOCK_TAGS,
      ...TEXT_TAGS,
      ...TABLE_TAGS,
    ],
    allowedAttributes: {
      // No `id` (nor `name` on links): an editor's id can clash with the app's own ids (the form's fields,
      // the menu, the skip link), and ARIA references and fragment links would then point at CMS content.
      // `class` only with the values in ALLOWED_CLASSES (allowedClasses below).
      '*': ['lang', 'title', 'aria-label', 'aria-hidden'],
      a: ['href', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      // `allow` is always IFRAME_ALLOW (set below), whatever the editor wrote.
      iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
      ol: ['start', 'reversed', 'type'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      col: ['span'],
    },
    allowedClasses: { '*': [...ALLOWED_CLASSES] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
    allowProtocolRelative: false,
    allowedIframeHostnames: TRUSTED_EMBED_HOSTS,
    // An iframe whose source was not trusted has lost its src: drop the empty frame too.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    // Editors' inline styles would fight the design tokens; WordPress's block classes are kept.
    allowedStyles: {},
    transformTags: {
      // Inline images on the CMS become site paths; the build publishes those files with the site.
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src ? { src: toSitePath(attribs.src, appAddresses) } : {}),
          ...(attribs.srcset ? { srcset: rewriteSrcset(attribs.srcset, appAddresses) } : {}),
          ...loadWhenNear(attribs),
        },
      }),
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, allow: IFRAME_ALLOW } }),
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? undefined : toSitePath(attribs.href, appAddresses)
        // Any target (not only _blank: a named window is new too) gets no access to this page.
        const hasTarget = attribs.target !== undefined && attribs.target.trim() !== ''
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(href === undefined ? {} : { href }),
            ...(hasTarget ? { rel: 'noopener noreferrer' } : {}),
          },
        }
      },
    },
  }
}

/**
 * CMS HTML is untrusted. It is cleaned once, at build time, so no sanitiser ships to the browser: scripts,
 * styles, event handlers, `javascript:` URLs, forms and unknown embeds go; headings, lists, links, images,
 * tables and WordPress block markup stay, and links to the CMS become site paths.
 */
export function sanitiseCmsHtml(html: string, appAddresses: readonly string[]): string {
  return sanitizeHtml(html, sanitiseOptions(appAddresses)).trim()
}
