import { localCms } from '../../server/lib/local-cms'
import { localCmsConfig } from '../../server/settings'

export interface LocalCms {
  stop(): void
}

/**
 * The local WordPress of the WordPress issue (Debian's packages, installed when missing), filled with the
 * demo content. Stopped again after the measurement, as the benchmark started it.
 */
export function startLocalCms(): LocalCms {
  const cms = localCms(localCmsConfig())
  cms.run('start')
  cms.run('seed')
  return { stop: () => cms.run('stop') }
}
