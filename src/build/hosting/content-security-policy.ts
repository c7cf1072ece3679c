import { TRUSTED_EMBED_HOSTS } from '../../../plugins/gatsby-source-wp-rest/exports'

/** What the policy depends on besides the build's inline scripts. */
export interface PolicySources {
  /** Where the contact form posts (siteMetadata.contactFormUrl); empty when no CMS is configured. */
  contactFormUrl: string
  /** GATSBY_COOKIEBOT_ID and GATSBY_GTM_ID: their hosts are allowed only when the id is set. */
  cookiebotId: string
  gtmId: string
}

/** Cookiebot's hosts: its script, its consent API and the iframe it uses to share consent between sites. */
const COOKIEBOT = {
  script: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
  connect: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
  frame: ['https://consentcdn.cookiebot.com'],
}

/** Google Tag Manager and the Google Analytics tags it loads. */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  frame: ['https://www.googletagmanager.com'],
}

const originOf = (url: string): string[] => (url === '' ? [] : [new URL(url).origin])

/**
 * The site's Content-Security-Policy without its inline-script hashes: the build adds those per page
 * (withScriptHashes) once every page is written. Scripts: the site's own files and, when their ids are set, the
 * consent banner and the tag manager; never 'unsafe-inline'. Styles need 'unsafe-inline': Emotion writes each
 * page's styles into <style> elements in the head and adds rules while the app runs, and the consent banner
 * styles itself inline. Images may come from any HTTPS host: CMS content may show images from elsewhere.
 */
export function contentSecurityPolicy({ contactFormUrl, cookiebotId, gtmId }: PolicySources): string {
  const cookiebot = cookiebotId !== ''
  const tagManager = gtmId !== ''
  const pick = (kind: 'script' | 'connect' | 'frame') => [
    ...(cookiebot ? COOKIEBOT[kind] : []),
    ...(tagManager ? TAG_MANAGER[kind] : []),
  ]
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...pick('script')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...originOf(contactFormUrl), ...pick('connect')]],
    ['frame-src', [...TRUSTED_EMBED_HOSTS.map((host) => `https://${host}`), ...pick('frame')]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ')
}

/** The policy with the given script hashes ('sha256-…') added to its script-src directive. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy
  const directives = policy.split(/;\s*/)
  const index = directives.findIndex((directive) => directive.split(' ')[0] === 'script-src')
  if (index === -1)
    throw new Error('The Content-Security-Policy has no script-src directive to add hashes to')
  directives[index] = [directives[index], ...hashes.map((hash) => `'${hash}'`)].join(' ')
  return directives.join('; ')
}
