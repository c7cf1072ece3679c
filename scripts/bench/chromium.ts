/** Debian's Chromium, headless, with the flags this closed network needs (background networking stalls it). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/**
 * Sends the third parties' hosts to the local stand-in (see third-party-stub.ts). Its certificate is
 * self-signed, so certificate errors are ignored; only these two hosts ever reach it.
 */
export function thirdPartyFlags(hosts: readonly string[], port: number): string[] {
  const rules = hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',')
  return [`--host-resolver-rules=${rules}`, '--ignore-certificate-errors']
}
