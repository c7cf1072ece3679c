/**
 * The preview reads drafts with an editor's login. That must never reach a production build: the source
 * refuses preview settings in any command but `gatsby develop` (Gatsby's CLI names the command it runs in
 * `gatsby_executing_command`).
 */
export function previewRefusal(command: string | undefined): string | null {
  if (command === 'develop') return null
  return `preview settings (an editor's login, drafts and autosaves) are for the preview server (\`npm run preview\`, gatsby develop) only; \`gatsby ${command ?? '?'}\` never includes unpublished content. Unset CMS_PREVIEW_USER and CMS_PREVIEW_PASSWORD.`
}

/** Credentials go over plain HTTP only to this machine; anywhere else they need HTTPS. */
export function credentialsProblem(cmsUrl: string): string | null {
  const { protocol, hostname } = new URL(cmsUrl)
  if (protocol === 'https:') return null
  const loopback = hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
  return loopback
    ? null
    : `the preview sends an editor's login to the CMS, so CMS_URL must be https: (got ${cmsUrl})`
}
