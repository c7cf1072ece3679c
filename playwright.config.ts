import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/support/chromium'

const PORT = Number(process.env.E2E_PORT ?? 9100)

/** Debian's Chromium, never a downloaded browser, with the flags the closed network needs. */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['./tests/helpers/page-on-failure-reporter.ts']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // A service worker would answer requests before page.route sees them; the PWA group (tests/pwa) allows it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: `npx gatsby serve --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
