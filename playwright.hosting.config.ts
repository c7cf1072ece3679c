import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { HOSTING_PORT } from './tests/hosting/support/site'

/**
 * The hosting group: a build served by Debian's nginx with the config the build generated, as production
 * would (scripts/serve-nginx.sh; scripts/test-hosting.sh picks the build). Service workers allowed: their
 * registration is under the policy too.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/hosting',
  workers: 2,
  use: { ...base.use, baseURL: `http://127.0.0.1:${HOSTING_PORT}`, serviceWorkers: 'allow' },
  webServer: {
    command: `bash scripts/serve-nginx.sh`,
    env: { PORT: String(HOSTING_PORT), SITE_DIR: process.env.HOSTING_BUILD_DIR ?? 'public' },
    url: `http://127.0.0.1:${HOSTING_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
