import { contentRulesForPhp } from '../../plugins/gatsby-source-wp-rest/exports'
import { CONTRACTS_COMMAND, generatedJson, type GeneratedFile } from './generated-file'

/**
 * The build's content rules and field table for WordPress: the field box, the REST `acf` object and the checks at
 * save (includes/content-rules.php, field-table.php, author-checks.php).
 */
export const contentRules: GeneratedFile = {
  file: 'cms/tandem-headless/content-rules.json',
  json: () =>
    generatedJson(
      `Generated from plugins/gatsby-source-wp-rest/src/rules/ by \`${CONTRACTS_COMMAND}\`; do not edit. The fields of each type and the rules the build checks (lengths, link schemes, dates, slugs, e-mail addresses, the Dutch messages), for WordPress to refuse at save what the build would leave out (includes/content-rules.php).`,
      contentRulesForPhp(),
    ),
}
