import { readFileSync } from 'node:fs'
import path from 'node:path'
import { plainText } from '../../plugins/gatsby-source-wp-rest/src/normalize/text'

/** Expected titles and paths, read from the embedded snapshot the site was built from. */
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

/** One page of each template. */
export const TEMPLATE_PAGES = [
  { template: 'home', path: '/' },
  { template: 'page', path: '/over-ons' },
  { template: 'child page', path: '/werken-bij/cultuur' },
  { template: 'agenda', path: '/agenda' },
  { template: 'apply', path: '/solliciteren' },
  { template: 'contact', path: '/contact' },
  { template: 'product', path: '/producten-en-diensten/exquise-next-generation' },
  { template: 'product child', path: '/producten-en-diensten/exquise-next-generation/exquiray' },
  { template: 'vacancy', path: snapshotItems('careers')[0]!.path },
  { template: 'concept', path: snapshotItems('concepts')[0]!.path },
  { template: 'reference', path: snapshotItems('references')[0]!.path },
  { template: '404', path: '/deze-pagina-bestaat-niet' },
] as const
