/** The latest-build info: written by every build (src/build/service-worker.ts), polled by open pages. */
export const BUILD_INFO_PATH = '/build-info.json'

export interface BuildInfo {
  /** unique per build */
  buildId: string
  builtAt: string
}

export function parseBuildInfo(json: unknown): BuildInfo | null {
  if (!json || typeof json !== 'object') return null
  const { buildId, builtAt } = json as Record<string, unknown>
  return typeof buildId === 'string' && buildId && typeof builtAt === 'string' ? { buildId, builtAt } : null
}
