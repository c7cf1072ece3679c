import { chromium, type Page } from '@playwright/test'
import { BUDGETS, type BudgetCheck } from './budgets'
import { startLocalCms, type LocalCms } from './local-cms'
import { cmsIsRunning } from './sourcing'
import { median } from './statistics'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium'
import { startPreviewServer } from '../../server/preview/start'
import { localCms } from '../../server/lib/local-cms'
import { localCmsConfig } from '../../server/settings'

const cms = localCms(localCmsConfig())
const { adminLogin, asAdmin, url: CMS_URL } = cms

export interface PreviewLatency {
  cmsUrl: string
  runs: number
  /** each run: from the save of a new draft to the preview page showing its title, in seconds */
  seconds: number[]
  medianSeconds: number
}

const log = (message: string) => console.info(`[bench] ${message}`)

async function logIn(page: Page): Promise<void> {
  await page.goto(`${CMS_URL}/wp-login.php`)
  await page.getByLabel(/Username|Gebruikersnaam/).fill(adminLogin().user)
  await page.getByLabel(/^(Password|Wachtwoord)$/).fill(adminLogin().password)
  await page.getByRole('button', { name: /Log In|Inloggen/ }).click()
  await page.waitForURL(/\/wp-admin\//)
}

/**
 * One editor's round: save a new draft product over REST (as the block editor does), open WordPress's
 * Preview link in Chromium, and stop the clock when the preview page shows the draft's title.
 */
async function oneRun(page: Page, run: number): Promise<number> {
  const title = `Latentiemeting ${run} ${Date.now()}`
  const started = performance.now()
  const draft = await asAdmin<{ id: number }>('/wp/v2/products', {
    method: 'POST',
    body: { title, content: '<p>Meting van de voorvertoning.</p>', status: 'draft' },
  })
  try {
    await page.goto(`${CMS_URL}/wp-admin/admin-post.php?action=tandem_preview&post=${draft.id}`)
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 120_000 })
    return (performance.now() - started) / 1000
  } finally {
    await asAdmin(`/wp/v2/products/${draft.id}?force=true`, { method: 'DELETE' })
  }
}

/**
 * Preview latency on the demo content: the local WordPress (started and filled with the demo content when
 * none is running), the preview server (`npm run preview`) and Chromium; the median of `runs` rounds.
 */
export async function measurePreviewLatency(runs = 3): Promise<PreviewLatency> {
  let localCms: LocalCms | null = null
  if (!(await cmsIsRunning(CMS_URL))) {
    log('starting the local WordPress, filled with the demo content')
    localCms = startLocalCms()
  }
  log('starting the preview server')
  const preview = await startPreviewServer()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    await logIn(page)
    const seconds: number[] = []
    for (let run = 1; run <= runs; run++) {
      seconds.push(await oneRun(page, run))
      log(`preview latency, run ${run}: ${seconds[seconds.length - 1]?.toFixed(2)} s`)
    }
    return { cmsUrl: CMS_URL, runs, seconds, medianSeconds: median(seconds) }
  } finally {
    await browser.close()
    await preview.stop()
    localCms?.stop()
  }
}

export function previewLatencyCheck(figures: PreviewLatency): BudgetCheck {
  return {
    budget: 'preview latency (save of a draft → preview page shows it)',
    subject: 'demo content',
    value: `${figures.medianSeconds.toFixed(1)} s`,
    limit: `≤ ${BUDGETS.previewLatencySeconds} s`,
    pass: figures.medianSeconds <= BUDGETS.previewLatencySeconds,
  }
}

export const formatPreviewLatency = (figures: PreviewLatency) =>
  `Preview latency (save of a new draft → its preview page, ${figures.cmsUrl}): median ${figures.medianSeconds.toFixed(2)} s of ${figures.runs} (${figures.seconds.map((value) => value.toFixed(2)).join(', ')} s)`

/** `npm run bench:preview`: this measurement alone. */
if (require.main === module) {
  measurePreviewLatency().then(
    (figures) => {
      const check = previewLatencyCheck(figures)
      console.info(
        `\n${formatPreviewLatency(figures)}\n${check.pass ? 'pass' : 'FAIL'}: ${check.budget} ${check.value} (${check.limit})`,
      )
      process.exit(check.pass ? 0 : 1)
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
