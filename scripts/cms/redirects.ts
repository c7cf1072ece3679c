import { redirectTable } from '../../src/lib/redirects'
import { CONTRACTS_COMMAND, generatedJson, type GeneratedFile } from './generated-file'

/**
 * The WordPress plugin's copy of the site's old paths and where they lead: includes/trash-warning.php names the
 * old addresses that would lead nowhere when an editor trashes the item they point at.
 */
export const redirects: GeneratedFile = {
  file: 'cms/tandem-headless/redirects.json',
  json: () =>
    generatedJson(
      `Generated from src/lib/redirects.ts by \`${CONTRACTS_COMMAND}\`; do not edit. The old paths of the site (from) and the site path each leads to (to), for the warning before an item is trashed (includes/trash-warning.php).`,
      { redirects: redirectTable(null) },
    ),
}
