import { hookUrl, liveSiteUrl, publishSettings, statusUrl } from '../../server/settings'

/** Where a publishing stack of tests or the bench runs: its own state folder and ports, around one CMS. */
export interface StackPlace {
  stateDir: string
  sitePort: number
  hookPort: number
  secret: string
  cmsUrl: string
}

/**
 * The environment of a publishing stack (the service, nginx, and WordPress's hook settings), with its addresses
 * built by server/settings.ts as the service itself builds them: the tests' and the bench's stacks alike.
 */
export function publishStackEnvironment(place: StackPlace): Record<string, string> {
  const env = {
    PUBLISH_DIR: place.stateDir,
    PUBLISH_SITE_PORT: String(place.sitePort),
    PUBLISH_HOOK_PORT: String(place.hookPort),
    PUBLISH_SECRET: place.secret,
    // The build's settings, as the receiver passes them on.
    CMS_URL: place.cmsUrl,
    CONTACT_FORM_CMS_URL: place.cmsUrl,
  }
  const settings = publishSettings(env)
  return {
    ...env,
    // WordPress's hook settings (cms.sh start): calling this stack's service, signed with its secret.
    BUILD_HOOK_URL: hookUrl(settings),
    BUILD_HOOK_SECRET: place.secret,
    BUILD_STATUS_URL: statusUrl(settings),
  }
}

/** The stack's addresses: the live site, the service's hook and the builds' status. */
export function publishStackAddresses(place: Pick<StackPlace, 'stateDir' | 'sitePort' | 'hookPort'>) {
  const settings = publishSettings({
    PUBLISH_DIR: place.stateDir,
    PUBLISH_SITE_PORT: String(place.sitePort),
    PUBLISH_HOOK_PORT: String(place.hookPort),
  })
  return { site: liveSiteUrl(settings), hook: hookUrl(settings), status: statusUrl(settings) }
}
