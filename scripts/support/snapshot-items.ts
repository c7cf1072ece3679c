import { readFileSync } from 'node:fs'
import path from 'node:path'
import { plainText } from '../../plugins/gatsby-source-wp-rest/exports'

/** Titles and paths of the embedded snapshot's items: what a build from it publishes (tests and the bench). */
interface SnapshotItem {
  slug: string
  link: string
  parent?: number
  title: { rendered: string }
}

const SNAPSHOT = path.resolve(__dirname, '../../content/snapshot')

export function snapshotItems(
  type: string,
): Array<{ slug: string; path: string; title: string; parent: number }> {
  const items = JSON.parse(
    readFileSync(path.join(SNAPSHOT, 'wp/v2', `${type}.json`), 'utf8'),
  ) as SnapshotItem[]
  return items.map((item) => ({
    slug: item.slug,
    path: new URL(item.link).pathname.replace(/\/+$/, ''),
    title: plainText(item.title.rendered),
    parent: item.parent ?? 0,
  }))
}

export function snapshotItem(type: string, predicate: (item: { slug: string; parent: number }) => boolean) {
  const item = snapshotItems(type).find(predicate)
  if (!item) throw new Error(`No ${type} in the snapshot matches`)
  return item
}
