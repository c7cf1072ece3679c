/**
 * npm run snapshot:export -- --from https://cms.example.nl [--out content/snapshot]
 * Writes the snapshot the site builds from by default, so a developer can work offline on real content.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PLUGIN_OPTION_DEFAULTS } from '../plugin-options-schema'
import { exportSnapshot } from './export-snapshot'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      out: { type: 'string', default: PLUGIN_OPTION_DEFAULTS.snapshotDir },
    },
  })
  if (!values.from) {
    process.stderr.write(
      'Usage: npm run snapshot:export -- --from https://cms.example.nl [--out content/snapshot]\n',
    )
    process.exitCode = 2
    return
  }
  const outDir = path.resolve(values.out ?? PLUGIN_OPTION_DEFAULTS.snapshotDir)
  const result = await exportSnapshot(values.from, outDir, { timeoutMs: 30_000, retries: 3, backoffMs: 500 })
  process.stdout.write(
    `Snapshot written to ${outDir}: ${result.documents} documents, ${result.mediaFiles} media files.\n`,
  )
  if (result.skippedMedia.length > 0) {
    process.stdout.write(
      `Not on the CMS, so not copied (the build will fetch them): ${result.skippedMedia.join(', ')}\n`,
    )
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Snapshot export failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
