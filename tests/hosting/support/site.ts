import { readFileSync } from 'node:fs'
import path from 'node:path'
import { headerTable } from '../../../src/build/hosting/header-table'
import { inlineScriptHashes } from '../../../src/build/hosting/inline-scripts'
import { servedFiles } from '../../../src/build/hosting/site-files'
import { CONTACT_FORM_PATH } from '../../../src/lib/contact/submit-contact'
import { FAKE_CMS_URL } from '../../helpers/fake-contact-form'
import { TEST_COOKIEBOT_ID, TEST_GTM_ID } from '../../helpers/third-party-ids'

/** The build nginx serves (scripts/test-hosting.sh): built with the test ids and the stand-in CMS. */
export const BUILD_DIR = path.resolve(process.env.HOSTING_BUILD_DIR ?? 'public')

/** The table that build was made from: the same function, with the same settings. */
export const TABLE = headerTable({
  contactFormUrl: `${FAKE_CMS_URL}${CONTACT_FORM_PATH}`,
  cookiebotId: TEST_COOKIEBOT_ID,
  gtmId: TEST_GTM_ID,
})

export const SITE_URL = 'https://www.tandem-praktijksoftware.nl'
/** The snapshot's remote_support_url option, where /docs/software/afstandsbediening goes. */
export const REMOTE_SUPPORT_URL =
  'https://cms.tandem-praktijksoftware.nl/wp-content/uploads/meekijken/TandemMeekijken.exe'

export const builtFiles = () => servedFiles(BUILD_DIR)
export const builtScriptHashes = () => inlineScriptHashes(BUILD_DIR)
export const readBuilt = (file: string) => readFileSync(path.join(BUILD_DIR, file))

/** The first file of the app's own code, named with its content hash by webpack. */
export function appChunk(): string {
  const stats = JSON.parse(readBuilt('webpack.stats.json').toString('utf8')) as {
    assetsByChunkName: { app: string[] }
  }
  const file = stats.assetsByChunkName.app.find((name) => name.endsWith('.js'))
  if (!file) throw new Error('webpack.stats.json names no app chunk')
  return file
}
