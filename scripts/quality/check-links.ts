import path from 'node:path'
import { builtPagePaths } from '../support/built-pages'
import { ROOT, serveBuild } from '../support/serve-build'

/**
 * Quality gate: no broken internal link anywhere in the built site. Serves public/ with `gatsby serve` and
 * has linkinator check every page: links, images (src and srcset), scripts, stylesheets, and #fragments
 * against the ids in the target page. Addresses on other hosts are skipped: they cannot be reached from the
 * build machines, and a broken link elsewhere is not this build's fault.
 */
const PORT = 9104

async function main(): Promise<void> {
  const { LinkChecker, LinkState } = await import('linkinator')
  const pages = builtPagePaths(path.join(ROOT, 'public'))
  const server = await serveBuild(PORT)
  try {
    const checker = new LinkChecker()
    const result = await checker.check({
      path: pages.map((page) => `${server.origin}${page}`),
      recurse: true,
      checkFragments: true,
      concurrency: 20,
      linksToSkip: async (link) => !link.startsWith(server.origin),
    })
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN)
    const checked = result.links.filter((link) => link.state === LinkState.OK).length
    if (broken.length > 0) {
      for (const link of broken) {
        console.error(
          `broken: ${link.url} (${link.status ?? 'no answer'}) on ${link.parent ?? 'a start page'}`,
        )
      }
      console.error(`${broken.length} broken internal link(s) in ${pages.length} pages`)
      process.exitCode = 1
      return
    }
    console.info(`Links: ${checked} internal links and resources on ${pages.length} pages, none broken`)
  } finally {
    server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
