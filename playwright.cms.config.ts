import { defineConfig } from '@playwright/test'
import base from './playwright.config'

const PORT = Number(process.env.CMS_E2E_PORT ?? 9102)

/**
 * Browser tests against the real local WordPress: the site built from it (in scripts/test-cms.sh, the preview
 * group's last test builds it with CMS_URL and CONTACT_FORM_CMS_URL set) and served here. One worker: the tests
 * restart the CMS.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/cms',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx gatsby serve --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
