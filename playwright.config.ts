import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/support/chromium'

/**
 * Every browser suite is a project of this one config, with the same browser and device settings: Debian's
 * Chromium (never a downloaded browser) with the flags the closed network needs, a desktop Chrome device, Dutch
 * locale. `npx playwright test --list` shows them all; `--project <suite>` runs one, with its web server.
 *
 * Playwright starts web servers per config, not per project, so the config starts those of the projects named on
 * the command line only (a run names at least one). The npm scripts do: test:e2e, test:graphiql, test:pwa,
 * test:hosting and test:cms (cms, preview) each build or start what their suite needs and run it.
 */
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }
/** Every host name but this machine's resolves to nothing. */
const ONLY_THIS_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'
const localhost = (port: number) => `http://127.0.0.1:${port}`

const E2E_PORT = Number(process.env.E2E_PORT ?? 9100)
const GRAPHIQL_PORT = Number(process.env.GRAPHIQL_PORT ?? 8100)
const HOSTING_PORT = Number(process.env.HOSTING_PORT ?? 9105)
const CMS_E2E_PORT = Number(process.env.CMS_E2E_PORT ?? 9102)
const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 8400)

type WebServer = NonNullable<PlaywrightTestConfig['webServer']>
interface Suite {
  project: Omit<Project, 'name'>
  webServer?: WebServer
}

const gatsbyServe = (port: number): WebServer => ({
  command: `npx gatsby serve --port ${port} --host 127.0.0.1`,
  url: `${localhost(port)}/`,
  reuseExistingServer: false,
  timeout: 60_000,
})

const SUITES = {
  /** The built site in public/ under `gatsby serve`; a stand-in CMS for the form (tests/e2e/support). */
  e2e: {
    project: { testDir: 'tests/e2e', fullyParallel: true, use: { baseURL: localhost(E2E_PORT) } },
    webServer: { ...gatsbyServe(E2E_PORT), reuseExistingServer: !process.env.CI },
  },
  /** GraphiQL only exists in `gatsby develop`, so these checks run against a development server of their own. */
  graphiql: {
    project: {
      testDir: 'tests/graphiql',
      workers: 1,
      timeout: 60_000,
      use: { baseURL: localhost(GRAPHIQL_PORT) },
    },
    webServer: {
      command: `npx gatsby develop --port ${GRAPHIQL_PORT} --host 127.0.0.1`,
      url: `${localhost(GRAPHIQL_PORT)}/___graphql`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  },
  /**
   * The installable app and deploys: builds A and B from scripts/test-pwa.sh, served by the tests' own host
   * (tests/pwa/support/static-site.ts) so a test can deploy B while a page of A is open. Service workers are
   * allowed here (the other suites block them). One worker: the tests share the host's port.
   */
  pwa: {
    project: { testDir: 'tests/pwa', workers: 1, timeout: 60_000, use: { serviceWorkers: 'allow' } },
  },
  /**
   * A build served by Debian's nginx with the config the build generated, as production would
   * (scripts/serve-nginx.sh; scripts/test-hosting.sh picks the build). Service workers allowed: their
   * registration is under the policy too.
   */
  hosting: {
    project: {
      testDir: 'tests/hosting',
      fullyParallel: true,
      use: { baseURL: localhost(HOSTING_PORT), serviceWorkers: 'allow' },
    },
    webServer: {
      command: 'bash scripts/serve-nginx.sh',
      env: { PORT: String(HOSTING_PORT), SITE_DIR: process.env.HOSTING_BUILD_DIR ?? 'public' },
      url: `${localhost(HOSTING_PORT)}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  },
  /**
   * The site built from the real local WordPress (in scripts/test-cms.sh, the preview suite's last test builds it
   * with CMS_URL and CONTACT_FORM_CMS_URL set), its form sending into the CMS. One worker: the tests restart it.
   */
  cms: {
    project: {
      testDir: 'tests/cms',
      testMatch: '**/*.spec.ts',
      workers: 1,
      timeout: 90_000,
      use: { baseURL: localhost(CMS_E2E_PORT) },
    },
    webServer: gatsbyServe(CMS_E2E_PORT),
  },
  /**
   * The preview server (`npm run preview`: gatsby develop behind its token gate, in .preview/) against the local
   * WordPress, which scripts/test-cms.sh has started and seeded.
   */
  preview: {
    project: {
      testDir: 'tests/preview',
      workers: 1,
      timeout: 120_000,
      expect: { timeout: 30_000 },
      use: {
        baseURL: localhost(PREVIEW_PORT),
        // wp-admin asks other hosts for a few things (Gravatar's avatar in its toolbar, among them); off the
        // network such a request can hang, and the page's load with it. Chromium finds no other host at once, as
        // a browser without a connection would, with no request interception on wp-admin's pages.
        launchOptions: { ...launchOptions, args: [...CHROMIUM_FLAGS, ONLY_THIS_MACHINE] },
      },
    },
    webServer: {
      command: 'node scripts/build-server.mjs && node dist/server/main.js preview',
      url: `${localhost(PREVIEW_PORT)}/__preview/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      // SIGTERM lets the preview script stop the development server it started (its own process group).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      stdout: 'pipe',
    },
  },
  /**
   * wp-admin as a WordPress Editor and Author use it, around one real build of the publishing stack that the
   * publishing group left (tests/helpers/publish-stack.ts); scripts/support/wordpress-part.sh editors runs it after
   * that group. One worker: the tests follow one build in turn.
   */
  editors: {
    project: {
      testDir: 'tests/editors',
      workers: 1,
      timeout: 600_000,
      expect: { timeout: 30_000 },
      use: {
        viewport: { width: 1366, height: 768 },
        launchOptions: { ...launchOptions, args: [...CHROMIUM_FLAGS, ONLY_THIS_MACHINE] },
      },
    },
  },
} satisfies Record<string, Suite>

type SuiteName = keyof typeof SUITES
const SUITE_NAMES = Object.keys(SUITES) as SuiteName[]
const isSuiteName = (name: string): name is SuiteName => Object.hasOwn(SUITES, name)

/** The projects named with --project (both `--project e2e` and `--project=e2e`), as Playwright reads them. */
function projectsOnCommandLine(argv: readonly string[]): string[] {
  return argv.flatMap((argument, index) => {
    if (argument.startsWith('--project=')) return [argument.slice('--project='.length)]
    const next = argv[index + 1]
    return argument === '--project' && next !== undefined ? [next] : []
  })
}

/**
 * The suites whose web servers this run needs. Only the runner reads it (Playwright's workers, which load the
 * config too, have TEST_WORKER_INDEX set and start no servers); listing tests starts none.
 */
function suitesToServe(): SuiteName[] {
  const isRunner = process.env.TEST_WORKER_INDEX === undefined
  if (!isRunner || process.argv.includes('--list')) return []
  const named = projectsOnCommandLine(process.argv)
  const unknown = named.filter((name) => !isSuiteName(name))
  if (named.length === 0 || unknown.length > 0) {
    throw new Error(
      `Name the suites to run: npx playwright test --project <${SUITE_NAMES.join('|')}>` +
        (unknown.length > 0 ? ` (not a suite: ${unknown.join(', ')})` : ''),
    )
  }
  return named.filter(isSuiteName)
}

const webServers = suitesToServe().flatMap((name) => {
  const server: WebServer | undefined = (SUITES[name] as Suite).webServer
  return server === undefined ? [] : [server].flat()
})

export default defineConfig({
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['./tests/helpers/page-on-failure-reporter.ts']],
  timeout: 30_000,
  use: {
    locale: 'nl-NL',
    // Recording a trace costs about a quarter of a suite's time on this 2-core machine (e2e: 294 s without, 397 s
    // with), and CI keeps no files: there the page-on-failure reporter prints the failed page into the log instead.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A service worker would answer requests before page.route sees them; the pwa and hosting suites allow it.
    serviceWorkers: 'block',
  },
  projects: SUITE_NAMES.map((name) => {
    const { project } = SUITES[name] as Suite
    // A folder per suite: Playwright empties a run's output folder when it starts, and npm test runs two
    // suites at once.
    return {
      name,
      outputDir: `test-results/${name}`,
      ...project,
      use: { ...devices['Desktop Chrome'], launchOptions, ...project.use },
    }
  }),
  webServer: webServers,
})
