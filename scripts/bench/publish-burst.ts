import { readFileSync } from 'node:fs'
import path from 'node:path'
import { allProcesses, commandLine } from '../../server/lib/processes'
import { residentBytes } from './process-memory'
import { STATE_DIR, type PublishStack } from './publish-stack'

/**
 * A burst of saves during a build, as an author who saves quickly makes it: 100 saves of one product over
 * WordPress's REST API, 4 at a time, started once a build is under way. Publishing's processes (the supervisor,
 * the service and whatever it runs besides Gatsby: nginx's check) are sampled every 50 ms from before the
 * burst until the last save is live: how many, and their resident memory together. Gatsby's own processes are not
 * counted (a build needs them, however many calls it answers).
 */
export interface BurstResult {
  saves: number
  processesAtRest: number
  processesPeak: number
  /** the publishing processes' resident memory together, at the peak (MB) */
  memoryPeakMb: number
  /** builds started after the burst began (the one under way not counted) */
  buildsAfter: number
  /** from the last save's answer until its title was served (s) */
  lastLiveSeconds: number
}

const SAVES = 100
const AT_ONCE = 4
const PRODUCT = { id: 102, path: '/producten-en-diensten/exquise-next-generation/exquiray/' }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The supervisor's tree without Gatsby's subtree: publishing's own processes. */
function publishingProcesses(): number[] {
  const supervisor = Number(readFileSync(path.join(STATE_DIR, 'run/supervisor.pid'), 'utf8'))
  const children = new Map<number, number[]>()
  for (const { pid, parent } of allProcesses()) children.set(parent, [...(children.get(parent) ?? []), pid])
  const found: number[] = []
  const pending = [supervisor]
  while (pending.length > 0) {
    const pid = pending.pop()!
    if (/node_modules\/\.bin\/gatsby|gatsby build/.test(commandLine(pid))) continue
    found.push(pid)
    pending.push(...(children.get(pid) ?? []))
  }
  return found
}

export async function measureBurst(stack: PublishStack): Promise<BurstResult> {
  const atRest = publishingProcesses().length
  let processesPeak = atRest
  let memoryPeak = 0
  const sampler = setInterval(() => {
    const pids = publishingProcesses()
    processesPeak = Math.max(processesPeak, pids.length)
    memoryPeak = Math.max(
      memoryPeak,
      pids.reduce((sum, pid) => sum + residentBytes(pid), 0),
    )
  }, 50)
  try {
    // Builds are told apart by their start (the history is pruned, so not by their place in it).
    const startedAfter = (moment: number) =>
      stack.driver.builds().filter((build) => Date.parse(build.started) >= moment)
    const firstSave = Date.now()
    await stack.asAdmin(`/wp/v2/products/${PRODUCT.id}`, { title: `Exquiray start ${Date.now()}` })
    while (!startedAfter(firstSave).some((build) => build.outcome === 'building')) await sleep(50)
    const underWay = Date.now()
    let next = 0
    const saver = async () => {
      while (next < SAVES) {
        await stack.asAdmin(`/wp/v2/products/${PRODUCT.id}`, {
          title: `Exquiray burst ${++next} ${Date.now()}`,
        })
      }
    }
    await Promise.all(Array.from({ length: AT_ONCE }, saver))
    const lastSaved = Date.now()
    // Saves 4 at a time end in any order: the title WordPress kept is the one to wait for.
    const lastTitle = await stack.title(PRODUCT.id)
    for (;;) {
      const { html } = await stack.driver.livePage(PRODUCT.path)
      if (html.includes(lastTitle)) break
      await sleep(100)
    }
    const liveAt = Date.now()
    // Builds still recorded after the title is live (the record follows the switch) are waited for.
    while (stack.driver.builds().some((build) => build.outcome === 'building')) await sleep(100)
    return {
      saves: SAVES,
      processesAtRest: atRest,
      processesPeak,
      memoryPeakMb: Math.round(memoryPeak / 1024 / 1024),
      buildsAfter: startedAfter(underWay).length,
      lastLiveSeconds: Math.round((liveAt - lastSaved) / 100) / 10,
    }
  } finally {
    clearInterval(sampler)
  }
}
