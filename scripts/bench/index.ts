import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildAnchorSite, type AnchorSite } from './anchor-page'
import { BENCH_DATA_DIR } from './bench-data'
import {
  buildChecks,
  bytesRows,
  lighthouseRows,
  METHOD_NAMES,
  routeChecks,
  tapsNotMeasured,
  type BudgetCheck,
} from './budgets'
import { localCmsConfig } from '../../server/settings'
import { ROOT, serveBuild } from '../support/serve-build'
import { cleanBuild, timedBuild, type BuildFigures } from './build-timing'
import { BENCH_ROUTES } from './routes'
import { changeOneItem, generateSnapshot } from './generate-snapshot'
import { findLcpImage, type LcpImage } from './lcp-image'
import { measureInTurns, runsFor, THROTTLING_METHODS, type Throttling } from './lighthouse'
import { startLocalCms, type LocalCms } from './local-cms'
import { formatReport } from './report'
import { optionValue, runsOption, writeResults } from './cli'
import type { BenchResults, BuildResult, MethodResult, RouteResult } from './results'
import type { RouteWeights } from './route-weights'
import { launchForWeights, measureRouteWeights } from './route-weights'
import { cmsIsRunning, measureSourcing } from './sourcing'
import { measurePreviewLatency, previewLatencyCheck } from './preview-latency'
import { startThirdPartyStub } from './third-party-stub'
import { measureTaps, type TapResults } from './tap-flows'

/**
 * `npm run bench`: builds the site and the anchor (a bare Gatsby page of the same versions, anchor-page.ts),
 * serves both locally and measures each site page in turns with the anchor, against the budgets of the
 * performance issue (most of them ratios to the anchor). Prints tables and writes
 * bench-results/bench-<time>.json (and latest.json).
 *
 *   --quick        skip the 10,000-item builds
 *   --measure-only no builds: measure the build in public/ (built with the bench's environment, see below)
 *   --runs N       Lighthouse runs per page and as many of the anchor with each (default 3, simulated at least 7);
 *                  as many loads of each page for the taps
 *   --only LABEL   measure only this route (see routes.ts), and no taps
 *   --no-cms       do not start the local WordPress to measure sourcing (a running one is still measured)
 *   --throttling M only simulate (PageSpeed Insights' model) or only devtools (the load really slowed down);
 *                  by default both, side by side (see Throttling in lighthouse.ts)
 */
interface Options {
  quick: boolean
  measureOnly: boolean
  runs: number
  only: string | null
  startCms: boolean
  throttlings: Throttling[]
}

function parseOptions(argv: string[]): Options {
  const runs = runsOption(argv, 3)
  const only = optionValue(argv, '--only')
  if (only !== null && !BENCH_ROUTES.some((route) => route.label === only)) {
    throw new Error(`--only takes one of: ${BENCH_ROUTES.map((route) => route.label).join(', ')}`)
  }
  const asked = optionValue(argv, '--throttling')
  const throttling = THROTTLING_METHODS.find((method) => method === asked)
  if (asked !== null && !throttling) {
    throw new Error(`--throttling takes one of: ${THROTTLING_METHODS.join(', ')}`)
  }
  return {
    throttlings: throttling ? [throttling] : [...THROTTLING_METHODS],
    quick: argv.includes('--quick'),
    measureOnly: argv.includes('--measure-only'),
    runs,
    only,
    startCms: !argv.includes('--no-cms'),
  }
}

const BENCH_PORT = 9300
const ANCHOR_PORT = 9301
const IMAGE_ANCHOR_PORT = 9302
/**
 * The measured build as in production: ids for the consent banner and the tag manager (their scripts are
 * answered locally by third-party-stub.ts) and a contact form address (the local WordPress).
 */
export const BENCH_BUILD_ENV = {
  GATSBY_COOKIEBOT_ID: '00000000-0000-4000-8000-000000000000',
  GATSBY_GTM_ID: 'GTM-BENCH01',
  CONTACT_FORM_CMS_URL: localCmsConfig().url,
}
/** The item the warm rebuilds change: not on a measured route, so the measured pages stay the demo's. */
const CHANGED_ITEM = { type: 'references', slug: 'tandartspraktijk-de-lindeboom' }

const log = (message: string) => console.info(`[bench] ${message}`)

/** A cold build and a warm rebuild after one item's title changed, from a snapshot directory. */
async function coldAndWarm(content: string, snapshotDir: string): Promise<BuildResult[]> {
  const env = { ...BENCH_BUILD_ENV, CONTENT_SNAPSHOT_DIR: snapshotDir }
  cleanBuild()
  log(`${content}: cold build`)
  const cold = await timedBuild(env)
  const newTitle = `Gewijzigd voor de benchmark ${Date.now()}`
  const changedPath = changeOneItem(snapshotDir, CHANGED_ITEM.type, CHANGED_ITEM.slug, newTitle)
  log(`${content}: warm rebuild after changing ${changedPath}`)
  const warm = await timedBuild(env)
  const html = readFileSync(path.join(ROOT, 'public', changedPath, 'index.html'), 'utf8')
  if (!html.includes(newTitle)) throw new Error(`The warm rebuild did not update ${changedPath}`)
  const result = (kind: BuildResult['kind'], figures: BuildFigures): BuildResult => ({
    content,
    kind,
    ...figures,
  })
  return [result('cold', cold), result('warm, one item changed', warm)]
}

interface Servers {
  site: string
  anchor: string
  anchorPublicDir: string
}

/**
 * The anchor with the route's LCP image under its link, built and served for the length of `measure` (one
 * more gatsby build of a bare page, about half a minute).
 */
async function withImageAnchor<T>(image: LcpImage, measure: (origin: string) => Promise<T>): Promise<T> {
  log(
    `its LCP is an image (${image.width}×${image.height}, ${(image.body.length / 1024).toFixed(1)} KB): building the anchor with it`,
  )
  const imageAnchor = await buildAnchorSite(ROOT, image)
  try {
    const server = await serveBuild(IMAGE_ANCHOR_PORT, imageAnchor.dir)
    try {
      return await measure(server.origin)
    } finally {
      server.stop()
    }
  } finally {
    imageAnchor.remove()
  }
}

/**
 * Each route's bytes, then Lighthouse on the route and the anchor in turns, under each throttling method. Every
 * route gets its own anchor series, taken in the same minutes as the route's own runs: on a shared machine the
 * load changes within a run of the benchmark, and one anchor series for the whole run would compare a page with
 * another moment. A route whose LCP is an image also has the anchor with that image measured in the same turns.
 */
async function measureRoutes(
  servers: Servers,
  { runs, only, throttlings }: Pick<Options, 'runs' | 'only' | 'throttlings'>,
): Promise<{ anchorWeights: RouteWeights; routes: RouteResult[] }> {
  const stub = await startThirdPartyStub()
  const browser = await launchForWeights(stub)
  try {
    log("measuring the anchor page's bytes")
    const anchorWeights = await measureRouteWeights(browser, servers.anchor, servers.anchorPublicDir, '/')
    const routes: RouteResult[] = []
    for (const route of BENCH_ROUTES.filter((candidate) => only === null || candidate.label === only)) {
      const sitePage = { url: `${servers.site}${route.path}`, publicDir: path.join(ROOT, 'public') }
      const weights = await measureRouteWeights(browser, servers.site, sitePage.publicDir, route.path)
      const lcpImage = await findLcpImage(browser, sitePage.url)
      const anchorPage = { url: `${servers.anchor}/` }
      const methods: MethodResult[] = []
      for (const throttling of throttlings) {
        log(
          `measuring ${route.path} (${METHOD_NAMES[throttling]} throttling), in turns with the anchor (${runsFor(throttling, runs)} runs each)`,
        )
        const { site, anchor, imageAnchor } = lcpImage
          ? await withImageAnchor(lcpImage, (origin) =>
              measureInTurns(
                { site: sitePage, anchor: anchorPage, imageAnchor: { url: `${origin}/` } },
                stub,
                runs,
                throttling,
              ),
            )
          : {
              ...(await measureInTurns({ site: sitePage, anchor: anchorPage }, stub, runs, throttling)),
              imageAnchor: null,
            }
        methods.push({
          throttling,
          lighthouse: site,
          anchorLighthouse: anchor,
          imageAnchorLighthouse: imageAnchor,
        })
      }
      routes.push({
        ...route,
        weights,
        lcpImage: lcpImage && {
          url: new URL(lcpImage.url).pathname,
          width: lcpImage.width,
          height: lcpImage.height,
          bytes: lcpImage.body.length,
        },
        methods,
        comparison: [
          ...methods.flatMap((method) =>
            lighthouseRows(
              route.label,
              method.throttling,
              method.lighthouse,
              method.anchorLighthouse,
              method.imageAnchorLighthouse,
            ),
          ),
          ...bytesRows(route.label, weights, anchorWeights),
        ],
      })
    }
    return { anchorWeights, routes }
  } finally {
    await browser.close()
    await stub.close()
  }
}

type Measured = Awaited<ReturnType<typeof measureRoutes>> & {
  taps: TapResults | null
  tapsFailed: BudgetCheck | null
}

/**
 * Serves the site's build and the anchor's, each on its own port, for the measurements: Lighthouse on every route,
 * then the taps as user flows on the site (all of its pages, so not with --only).
 */
async function measureBoth(anchor: AnchorSite, options: Options): Promise<Measured> {
  const site = await serveBuild(BENCH_PORT)
  try {
    const anchorServer = await serveBuild(ANCHOR_PORT, anchor.dir)
    const lighthouse = await measureRoutes(
      { site: site.origin, anchor: anchorServer.origin, anchorPublicDir: anchor.publicDir },
      options,
    ).finally(() => anchorServer.stop())
    if (options.only !== null) return { ...lighthouse, taps: null, tapsFailed: null }
    log(`taps as user flows, ${options.runs} loads of each page`)
    // A flow that breaks fails the bench, but keeps what Lighthouse measured.
    return await measureTaps(site.origin, options.runs, (line) => log(`taps: ${line}`)).then(
      (taps) => ({ ...lighthouse, taps, tapsFailed: null }),
      (error: unknown) => ({ ...lighthouse, taps: null, tapsFailed: tapsNotMeasured(String(error)) }),
    )
  } finally {
    site.stop()
  }
}

async function sourcingFigures(
  startCms: boolean,
): Promise<Pick<BenchResults, 'sourcing' | 'sourcingSkipped'>> {
  const cmsUrl = process.env.CMS_URL?.trim() || localCmsConfig().url
  let localCms: LocalCms | null = null
  if (!(await cmsIsRunning(cmsUrl))) {
    if (!startCms) return { sourcing: null, sourcingSkipped: `no WordPress at ${cmsUrl}, and --no-cms` }
    log('starting the local WordPress, filled with the demo content')
    localCms = startLocalCms()
  }
  try {
    log(`sourcing from ${cmsUrl}`)
    return { sourcing: await measureSourcing(cmsUrl, 3), sourcingSkipped: null }
  } finally {
    localCms?.stop()
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  mkdirSync(BENCH_DATA_DIR, { recursive: true })
  const builds: BuildResult[] = []
  if (!options.quick && !options.measureOnly) {
    const largeDir = path.join(BENCH_DATA_DIR, 'snapshot-10k')
    log('generating the 10,000-item snapshot')
    generateSnapshot(10_000, largeDir)
    builds.push(...(await coldAndWarm('10,000 items', largeDir)))
  }
  if (!options.measureOnly) {
    // The demo content last: its build is the one served and measured.
    const demoDir = path.join(BENCH_DATA_DIR, 'snapshot-demo')
    rmSync(demoDir, { recursive: true, force: true })
    cpSync(path.join(ROOT, 'content/snapshot'), demoDir, { recursive: true })
    builds.push(...(await coldAndWarm('demo', demoDir)))
  }

  log("building the anchor: a bare Gatsby page with the project's Gatsby and React, in a temporary folder")
  const anchor = await buildAnchorSite(ROOT)
  log(
    `anchor built in ${anchor.buildSeconds.toFixed(1)} s (Gatsby ${anchor.versions.gatsby}, React ${anchor.versions.react})`,
  )
  const measured = await measureBoth(anchor, options).finally(() => anchor.remove())
  const { routes, taps, tapsFailed } = measured
  const sourcing = await sourcingFigures(options.startCms)
  const preview = options.startCms ? await measurePreviewLatency() : null

  const checks = [
    ...routes.flatMap((route) => routeChecks(route.comparison)),
    ...buildChecks({
      largeCold: builds.find((build) => build.content !== 'demo' && build.kind === 'cold'),
      demoWarm: builds.find((build) => build.content === 'demo' && build.kind !== 'cold'),
    }),
    ...(taps?.checks ?? []),
    ...(tapsFailed ? [tapsFailed] : []),
    ...(preview ? [previewLatencyCheck(preview)] : []),
  ]
  const lighthousePackage = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string }
  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    lighthouseVersion: lighthousePackage.version,
    lighthouseRuns: options.runs,
    lighthouseThrottlings: options.throttlings,
    anchor: { versions: anchor.versions, buildSeconds: anchor.buildSeconds, weights: measured.anchorWeights },
    routes,
    builds,
    ...sourcing,
    taps,
    preview,
    budgets: checks,
  }
  const file = writeResults('bench', 'latest.json', results.measuredAt, results)
  console.info(`\n${formatReport(results)}\n\nFigures written to ${path.relative(ROOT, file)}`)
  // A missed budget fails the command, as the issue of each budget asks.
  if (checks.some((check) => !check.pass)) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
