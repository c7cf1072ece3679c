/**
 * Makes build B's content: a copy of the snapshot (the directory given) in which an editor renamed a product.
 * Run by scripts/test-pwa.sh with tsx.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { trimPath } from '../../../plugins/gatsby-source-wp-rest/exports'
import { RENAMED_PRODUCT } from './builds'

const snapshotDir = process.argv[2]
if (!snapshotDir) throw new Error('usage: rename-product.ts <snapshot copy>')
const file = path.join(snapshotDir, 'wp/v2/products.json')
const products = JSON.parse(readFileSync(file, 'utf8')) as Array<{
  link: string
  title: { rendered: string }
}>
const product = products.find((item) => trimPath(new URL(item.link).pathname) === RENAMED_PRODUCT.path)
if (!product || product.title.rendered !== RENAMED_PRODUCT.titleInA) {
  throw new Error(`${file}: no product "${RENAMED_PRODUCT.titleInA}" at ${RENAMED_PRODUCT.path}`)
}
product.title.rendered = RENAMED_PRODUCT.titleInB
writeFileSync(file, JSON.stringify(products, null, 2))
