import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { ROOT } from '../support/serve-build'

export interface LocalCms {
  stop(): void
}

const cmsScript = path.join(ROOT, 'cms/local/cms.sh')

/**
 * The local WordPress of the WordPress issue (Debian's packages, installed when missing), filled with the
 * demo content. Stopped again after the measurement, as the benchmark started it.
 */
export function startLocalCms(): LocalCms {
  execFileSync('bash', [cmsScript, 'start'], { stdio: 'inherit' })
  execFileSync('bash', [cmsScript, 'seed'], { stdio: 'inherit' })
  return { stop: () => execFileSync('bash', [cmsScript, 'stop'], { stdio: 'inherit' }) }
}
