import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ListRestType } from '../../plugins/gatsby-source-wp-rest/src/content-types'
import { FIELDS } from '../../plugins/gatsby-source-wp-rest/src/rules/fields'
import { BAD_IMAGE_FILES } from '../helpers/bad-image-files'
import { badValuesFor } from './bad-values'
import { ITEM_MISTAKES } from './item-cases'
import { relationCases, type CaseBuilder } from './relation-cases'

type Item = Record<string, unknown>

/** One bad input, and what the site must do with it: whose notice names it, and whether it is published. */
export interface CorpusCase {
  name: string
  /** the notice's REST type and id ("products" 800012; "media" 880003; "menu" 890001) */
  restType: string
  id: number
  outcome: 'cut' | 'left-out'
  /** the field the notice names (a prefix: "acf.features" matches "acf.features.title"); undefined: any */
  field?: string
}

export interface Corpus {
  cases: CorpusCase[]
  /** items added to each REST list, menu items added to the main menu, files added to the uploads */
  lists: Partial<Record<ListRestType, Item[]>>
  menuItems: Item[]
  files: Array<{ relative: string; bytes: Buffer }>
}

const POST_TYPES: ListRestType[] = [
  'pages',
  'products',
  'concepts',
  'references',
  'careers',
  'people',
  'partners',
  'activities',
]
export const FIRST_ID = 800_001

function readList(snapshotDir: string, restType: string): Item[] {
  return JSON.parse(readFileSync(path.join(snapshotDir, 'wp/v2', `${restType}.json`), 'utf8')) as Item[]
}

/** A valid item of the type to start each case from: a top-level one with the generic template. */
function templates(snapshotDir: string): Record<string, Item> {
  const special = new Set(['home', 'agenda', 'contact', 'solliciteren'])
  return Object.fromEntries(
    [...POST_TYPES, 'activity_type'].map((restType) => {
      const item = readList(snapshotDir, restType).find(
        (candidate) =>
          !candidate.parent && !special.has(String(candidate.slug)) && candidate.status !== 'draft',
      )
      if (!item) throw new Error(`The snapshot has no top-level ${restType} item to copy`)
      return [restType, item]
    }),
  )
}

/** Every case of the corpus, made from the snapshot in `snapshotDir` (which is not changed). */
export async function makeCorpus(snapshotDir: string, cmsUrl: string): Promise<Corpus> {
  const corpus: Corpus = { cases: [], lists: {}, menuItems: [], files: [] }
  const base = templates(snapshotDir)
  let nextId = FIRST_ID
  const builder: CaseBuilder = {
    cmsUrl,
    newItem(restType, changes = {}) {
      const id = nextId++
      const item = structuredClone(base[restType]!)
      Object.assign(item, { id, slug: `corpus-${id}`, title: { rendered: `Corpus ${id}`, protected: false } })
      if (restType !== 'activity_type') item.link = String(item.link).replace(/[^/]+\/$/, `corpus-${id}/`)
      else item.name = `Corpus ${id}`
      Object.assign(item, changes)
      ;(corpus.lists[restType] ??= []).push(item)
      return item
    },
    expect(testCase) {
      corpus.cases.push(testCase)
    },
    addMenuItem(item) {
      corpus.menuItems.push(item)
    },
    addFile(relative, bytes) {
      corpus.files.push({ relative, bytes })
    },
  }

  for (const restType of POST_TYPES) {
    for (const [key, spec] of Object.entries(FIELDS[restType])) {
      for (const bad of badValuesFor(spec.kind, spec.required)) {
        const item = builder.newItem(restType)
        item.acf = { ...(item.acf as Item), [key]: bad.value }
        builder.expect({
          name: `${restType} acf.${key}: ${bad.name}`,
          restType,
          id: item.id as number,
          outcome: bad.outcome,
          field: `acf.${key}`,
        })
      }
    }
    for (const mistake of ITEM_MISTAKES) {
      const item = builder.newItem(restType)
      mistake.apply(item)
      builder.expect({
        name: `${restType} ${mistake.name}`,
        restType,
        id: item.id as number,
        outcome: mistake.outcome,
        field: mistake.field,
      })
    }
  }
  relationCases(builder)
  for (const image of BAD_IMAGE_FILES) {
    const mediaId = nextId++
    const item = builder.newItem('products')
    const media = ((item._embedded as Item)['wp:featuredmedia'] as Item[])[0]!
    const relative = `wp-content/uploads/corpus/${image.file}`
    item.featured_media = mediaId
    item._embedded = { 'wp:featuredmedia': [{ ...media, id: mediaId, source_url: `${cmsUrl}/${relative}` }] }
    builder.addFile(relative, await image.bytes())
    builder.expect({ name: `image: ${image.name}`, restType: 'media', id: mediaId, outcome: 'cut' })
  }
  return corpus
}

/** A copy of the snapshot with every case in place at once: the corpus build's content. */
export async function writeCorpusSnapshot(from: string, to: string): Promise<CorpusCase[]> {
  const { cmsUrl } = JSON.parse(readFileSync(path.join(from, 'meta.json'), 'utf8')) as { cmsUrl: string }
  const corpus = await makeCorpus(from, cmsUrl)
  cpSync(from, to, { recursive: true })
  for (const [restType, items] of Object.entries(corpus.lists)) {
    const file = path.join(to, 'wp/v2', `${restType}.json`)
    writeFileSync(file, JSON.stringify([...readList(from, restType), ...items]))
  }
  const menuFile = path.join(to, 'wp-api-menus/v2/menu-locations/main-menu.json')
  const menu = JSON.parse(readFileSync(menuFile, 'utf8')) as Item[]
  writeFileSync(menuFile, JSON.stringify([...menu, ...corpus.menuItems]))
  for (const { relative, bytes } of corpus.files) {
    mkdirSync(path.dirname(path.join(to, relative)), { recursive: true })
    writeFileSync(path.join(to, relative), bytes)
  }
  writeFileSync(path.join(to, 'corpus-cases.json'), JSON.stringify(corpus.cases, null, 1))
  return corpus.cases
}
