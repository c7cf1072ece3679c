import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The installable app and deploys: builds A and B from scripts/test-pwa.sh, served by the tests' own host
 * (tests/pwa/support/static-site.ts) so a test can deploy B while a page of A is open. Service workers are
 * allowed here (the other groups block them). One worker: the tests share the host's port.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/pwa',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  use: { ...base.use, serviceWorkers: 'allow', baseURL: undefined },
  webServer: undefined,
})
