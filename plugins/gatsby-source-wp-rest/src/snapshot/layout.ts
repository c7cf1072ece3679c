import path from 'node:path'

/** `/wp-api-menus/v2/menu-locations/` → `wp-api-menus/v2/menu-locations.json` (the snapshot mirrors REST paths) */
export function snapshotFileFor(restPath: string): string {
  return `${restPath.replace(/^\/+|\/+$/g, '')}.json`
}

export const SNAPSHOT_META_FILE = 'meta.json'

export interface SnapshotMeta {
  cmsUrl: string
  exportedAt: string
}

/** The local copy of a media URL on the snapshot's CMS, or null when the URL lives elsewhere. */
export function snapshotMediaFile(snapshotDir: string, cmsUrl: string, mediaUrl: string): string | null {
  const prefix = `${cmsUrl}/wp-content/`
  if (!mediaUrl.startsWith(prefix)) return null
  const relative = decodeURIComponent(new URL(mediaUrl).pathname).replace(/^\/+/, '')
  const file = path.resolve(snapshotDir, relative)
  // Never let a crafted URL read outside the snapshot.
  return file.startsWith(path.resolve(snapshotDir) + path.sep) ? file : null
}
