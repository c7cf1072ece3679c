import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Every HTML page of a build, as site paths ("/", "/agenda", "/404.html"). Gatsby's own fragments in
 * public/_gatsby (slices) are not pages.
 */
export function builtPagePaths(publicDir: string): string[] {
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '_gatsby' && entry.name !== 'page-data') walk(full)
      } else if (entry.name.endsWith('.html')) {
        const relative = path.relative(publicDir, full).split(path.sep).join('/')
        pages.push(`/${relative.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/')
      }
    }
  }
  walk(publicDir)
  return pages.sort()
}
