import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Not pages: Gatsby's own fragments (slices) and the page data, whose folders end in .html for some paths. */
const NOT_PAGES = /^(_gatsby|page-data)\//

/**
 * Every HTML page of a build, relative to the build folder with `/` between folders ("agenda/index.html");
 * the page-data folders and Gatsby's own fragments left out.
 */
export function builtHtmlFiles(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) =>
      path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((relative) => !NOT_PAGES.test(relative))
}
