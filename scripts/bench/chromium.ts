import { CHROMIUM_FLAGS } from '../support/chromium'

/**
 * The benchmark's Chromium flags: the project's own, plus headless mode (chrome-launcher, which Lighthouse
 * uses, does not add it) and /tmp instead of /dev/shm for shared memory.
 */
export const BENCH_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--headless=new', '--disable-dev-shm-usage']

/** Chromium's flag that resolves each of `hosts` to `target` (an address, or `~NOTFOUND` for nowhere). */
const resolveHostsTo = (hosts: readonly string[], target: string) =>
  `--host-resolver-rules=${hosts.map((host) => `MAP ${host} ${target}`).join(',')}`

/**
 * Sends the third parties' hosts to the local stand-in (see third-party-stub.ts). Its certificate is
 * self-signed, so certificate errors are ignored; only these two hosts ever reach it.
 */
export function thirdPartyFlags(hosts: readonly string[], port: number): string[] {
  return [resolveHostsTo(hosts, `127.0.0.1:${port}`), '--ignore-certificate-errors']
}

/** The third parties' hosts resolve nowhere, on any machine, with or without a network. */
export const unreachableHostsFlag = (hosts: readonly string[]): string => resolveHostsTo(hosts, '~NOTFOUND')
