import { execSync } from 'node:child_process'
import { pausePublishing } from './pause'
import { liveRelease, previousRelease, switchLive } from './releases'
import { checkRelease, publishSettings } from './settings'
import { saveRollback, writeStatus } from './status'

/**
 * `npm run rollback`: the live site goes back to the release before the live one, in one step (the same
 * atomic switch as a build's, after the same check of the release's server config). Run it again to go back
 * further; `npm run rollback -- <release>` picks one. rollback.sh holds the build lock meanwhile, so no build
 * switches at the same time. Publishing stays paused until an explicit publish ("Nu publiceren" in WordPress),
 * so the next save does not build the CMS's content again and undo the rollback.
 */
function main(): void {
  const settings = publishSettings()
  const live = liveRelease(settings.liveLink)
  const wanted = process.argv[2]?.trim() || previousRelease(settings.releasesDir, live)
  if (!wanted) {
    console.error(`[rollback] There is no release before ${live ?? 'the live one'} to go back to.`)
    process.exit(1)
  }
  const refusal = checkRelease(settings, wanted)
  if (refusal !== null) throw new Error(refusal)
  pausePublishing(settings, wanted)
  switchLive(settings.liveLink, settings.releasesDir, wanted)
  if (settings.afterSwitch) execSync(settings.afterSwitch, { stdio: 'inherit', cwd: settings.siteDir })
  saveRollback(settings, { at: new Date().toISOString(), from: live, to: wanted })
  writeStatus(settings)
  console.info(`[rollback] live: ${wanted} (was ${live ?? 'none'})`)
  console.info('[rollback] publishing is paused until "Nu publiceren" in WordPress (Instellingen → Website)')
}

try {
  main()
} catch (error) {
  console.error(`[rollback] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
