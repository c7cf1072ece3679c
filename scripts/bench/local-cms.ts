import { cms } from '../../server/lib/local-cms'

export interface LocalCms {
  stop(): void
}

/**
 * The local WordPress of the WordPress issue (Debian's packages, installed when missing), filled with the
 * demo content. Stopped again after the measurement, as the benchmark started it.
 */
export function startLocalCms(): LocalCms {
  cms('start')
  cms('seed')
  return { stop: () => cms('stop') }
}
