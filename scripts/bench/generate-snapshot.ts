import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { trimPath } from '../../plugins/gatsby-source-wp-rest/exports'
import { BENCH_DATA_DIR } from './bench-data'

/**
 * A large content set for build benchmarks: the embedded demo snapshot plus generated items, written as a
 * snapshot directory (the same REST files), so the site builds from it with CONTENT_SNAPSHOT_DIR.
 *
 * Generated items are copies of demo items of the same type with their own id, slug, link, title and dates.
 * They reuse the demo media: image processing scales with the number of distinct images, which Gatsby
 * caches across builds, not with the number of items.
 *
 *   tsx scripts/bench/generate-snapshot.ts --items 10000 --out ../site.bench/snapshot-10k
 */

interface RestItem {
  id: number
  slug: string
  link: string
  parent?: number
  menu_order?: number
  date?: string
  modified?: string
  title: { rendered: string }
  acf?: Record<string, unknown>
  [field: string]: unknown
}

const DEMO_SNAPSHOT = path.resolve(__dirname, '../../content/snapshot')
const FIRST_GENERATED_ID = 1_000_000

/** Share of the generated items per REST type; most are types with pages of their own. */
const SHARES: Record<string, number> = {
  pages: 0.2,
  products: 0.3,
  careers: 0.1,
  concepts: 0.1,
  references: 0.2,
  activities: 0.05,
  people: 0.03,
  partners: 0.02,
}

/** Pages with a template or role of their own are not copied; generic content pages are. */
const UNIQUE_PAGES = new Set([
  'home',
  'agenda',
  'solliciteren',
  'contact',
  'werken-bij',
  'cultuur',
  'over-ons',
])

const readList = (dir: string, type: string) =>
  JSON.parse(readFileSync(path.join(dir, 'wp/v2', `${type}.json`), 'utf8')) as RestItem[]

/** The same address with another last segment (WordPress links end in a slash). */
function siblingLink(link: string, slug: string): string {
  return link.replace(/[^/]+\/$/, `${slug}/`)
}

function childLink(parentLink: string, slug: string): string {
  return `${parentLink}${slug}/`
}

function copyOf(template: RestItem, id: number, number: number, overrides: Partial<RestItem> = {}): RestItem {
  const slug = `${template.slug}-${number}`
  const day = String((number % 28) + 1).padStart(2, '0')
  return {
    ...template,
    id,
    slug,
    link: siblingLink(template.link, slug),
    title: { rendered: `${template.title.rendered} ${number}` },
    date: `2025-01-${day}T10:00:00`,
    modified: `2026-01-${day}T10:00:00`,
    menu_order: 100 + number,
    ...overrides,
  }
}

/** Products come in families: a generated product with two generated children, like the demo's products. */
function generateProducts(demo: RestItem[], count: number, nextId: () => number): RestItem[] {
  const parents = demo.filter((item) => !item.parent)
  const children = demo.filter((item) => item.parent)
  const generated: RestItem[] = []
  for (let number = 1; generated.length < count; number += 1) {
    const parent = copyOf(parents[number % parents.length]!, nextId(), number)
    generated.push(parent)
    for (let child = 0; child < 2 && generated.length < count; child += 1) {
      const template = children[(number * 2 + child) % children.length]!
      const slug = `${template.slug}-${number}`
      generated.push(
        copyOf(template, nextId(), number, { slug, parent: parent.id, link: childLink(parent.link, slug) }),
      )
    }
  }
  return generated
}

function generateItems(type: string, demo: RestItem[], count: number, nextId: () => number): RestItem[] {
  if (type === 'products') return generateProducts(demo, count, nextId)
  const templates = demo.filter((item) => !item.parent && !(type === 'pages' && UNIQUE_PAGES.has(item.slug)))
  if (templates.length === 0) throw new Error(`No ${type} in the demo snapshot to copy`)
  return Array.from({ length: count }, (_, index) =>
    copyOf(templates[index % templates.length]!, nextId(), index + 1),
  )
}

export function generateSnapshot(totalItems: number, outDir: string): Record<string, number> {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(path.dirname(outDir), { recursive: true })
  cpSync(DEMO_SNAPSHOT, outDir, { recursive: true })
  let id = FIRST_GENERATED_ID
  const nextId = () => (id += 1)
  const counts: Record<string, number> = {}
  const types = Object.keys(SHARES)
  let left = totalItems
  types.forEach((type, index) => {
    const count = index === types.length - 1 ? left : Math.round(totalItems * SHARES[type]!)
    left -= count
    const demo = readList(DEMO_SNAPSHOT, type)
    const items = [...demo, ...generateItems(type, demo, count, nextId)]
    writeFileSync(path.join(outDir, 'wp/v2', `${type}.json`), JSON.stringify(items))
    counts[type] = items.length
  })
  return counts
}

/** Changes one item's title in a snapshot (the one-item content change of the warm rebuild). */
export function changeOneItem(snapshotDir: string, type: string, slug: string, newTitle: string): string {
  const file = path.join(snapshotDir, 'wp/v2', `${type}.json`)
  const items = JSON.parse(readFileSync(file, 'utf8')) as RestItem[]
  const item = items.find((candidate) => candidate.slug === slug)
  if (!item) throw new Error(`No ${type} "${slug}" in ${snapshotDir}`)
  item.title = { rendered: newTitle }
  item.modified = new Date().toISOString().slice(0, 19)
  writeFileSync(file, JSON.stringify(items))
  return trimPath(new URL(item.link).pathname)
}

if (require.main === module) {
  const argument = (name: string, fallback: string) => {
    const index = process.argv.indexOf(`--${name}`)
    return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
  }
  const items = Number(argument('items', '10000'))
  const out = path.resolve(argument('out', path.join(BENCH_DATA_DIR, 'snapshot-10k')))
  if (!Number.isInteger(items) || items < 1) throw new Error(`--items must be a positive whole number`)
  const counts = generateSnapshot(items, out)
  console.info(`Snapshot with ${items} generated items written to ${out}:`, counts)
}
