import { liveRelease, previousRelease, switchLive } from './releases'
import { publishSettings } from './settings'
import { saveRollback, writeStatus } from './status'
import { execSync } from 'node:child_process'

/**
 * `npm run rollback`: the live site goes back to the release before the live one, in one step (the same
 * atomic switch as a build's). Run it again to go back further; `npm run rollback -- <release>` picks one.
 * The next build publishes from the CMS as usual.
 */
function main(): void {
  const settings = publishSettings()
  const live = liveRelease(settings.liveLink)
  const wanted = process.argv[2]?.trim() || previousRelease(settings.releasesDir, live)
  if (!wanted) {
    console.error(`[rollback] There is no release before ${live ?? 'the live one'} to go back to.`)
    process.exit(1)
  }
  switchLive(settings.liveLink, settings.releasesDir, wanted)
  if (settings.afterSwitch) execSync(settings.afterSwitch, { stdio: 'inherit', cwd: settings.siteDir })
  saveRollback(settings, { at: new Date().toISOString(), from: live, to: wanted })
  writeStatus(settings)
  console.info(`[rollback] live: ${wanted} (was ${live ?? 'none'})`)
}

try {
  main()
} catch (error) {
  console.error(`[rollback] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
