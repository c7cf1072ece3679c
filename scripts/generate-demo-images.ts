/**
 * Generates the demo images of the embedded content snapshot.
 *
 * Every image is an abstract composition (soft blue gradients, rounded shapes that suggest screens, teeth,
 * charts or people), built as an SVG string and rendered to JPEG with sharp. The output is deterministic:
 * every random choice comes from a PRNG seeded with the file name, and no fonts are used.
 *
 * Usage (from the repository root): `npx tsx scripts/generate-demo-images.ts [--out <dir>]`
 * Default output: content/snapshot/wp-content/uploads/2026/10/
 */
import { mkdir, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { IMAGES } from './demo-images/catalogue'
import { render } from './demo-images/render'

function outputDir(): string {
  const args = process.argv.slice(2)
  const flag = args.indexOf('--out')
  const explicit = flag >= 0 ? args[flag + 1] : undefined
  if (explicit) return path.resolve(explicit)
  const root = typeof __dirname === 'string' ? path.resolve(__dirname, '..') : process.cwd()
  return path.join(root, 'content', 'snapshot', 'wp-content', 'uploads', '2026', '10')
}

async function main(): Promise<void> {
  const dir = outputDir()
  await mkdir(dir, { recursive: true })
  const names = new Set<string>()
  let total = 0
  for (const spec of IMAGES) {
    if (names.has(spec.name)) throw new Error(`Duplicate image name: ${spec.name}`)
    names.add(spec.name)
    const jpeg = await render(spec)
    await writeFile(path.join(dir, `${spec.name}.jpg`), jpeg)
    total += jpeg.length
    console.info(`${spec.name}.jpg  ${spec.width}x${spec.height}  ${(jpeg.length / 1024).toFixed(1)} KB`)
  }
  console.info(
    `${IMAGES.length} images, ${(total / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), dir) || dir}`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
