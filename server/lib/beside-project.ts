import path from 'node:path'
import { ROOT } from './root'

/**
 * A folder beside the project (`<project folder>.<name>`, e.g. /srv/site.publish) for state that grows with the
 * content: publishing's releases and the benchmarks' 10,000-item CMS and snapshot. Gatsby compiles gatsby-node.ts
 * with Parcel, which first walks the whole project folder to see what changed; inside it, 10,000 items' worth of
 * such files added seconds to every build.
 */
export const besideProject = (name: string): string =>
  path.join(path.dirname(ROOT), `${path.basename(ROOT)}.${name}`)
