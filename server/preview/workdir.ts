import { cp, mkdir, rm, symlink } from 'node:fs/promises'
import path from 'node:path'

/** What the site is built from; copied, because Gatsby compiles its TypeScript files wrongly through links. */
const COPIED = [
  'src',
  'plugins',
  'static',
  'content',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
  // gatsby-config reads the reserved slugs from the WordPress plugin's table (one list for both)
  'cms/tandem-headless/reserved-slugs.json',
]

/**
 * The preview server works in a folder of its own (`.preview/`), so its `.cache/` and `public/`, which hold
 * drafts, never mix with the production build's. The site's files are copied in fresh at every start (a few
 * MB); node_modules is linked.
 */
export async function prepareWorkdir(root: string, workdir: string): Promise<void> {
  await mkdir(workdir, { recursive: true, mode: 0o700 })
  for (const entry of COPIED) {
    await rm(path.join(workdir, entry), { recursive: true, force: true })
    await mkdir(path.dirname(path.join(workdir, entry)), { recursive: true })
    await cp(path.join(root, entry), path.join(workdir, entry), { recursive: true })
  }
  await rm(path.join(workdir, 'node_modules'), { force: true, recursive: false }).catch(() => undefined)
  await symlink(path.join(root, 'node_modules'), path.join(workdir, 'node_modules'), 'dir')
}
