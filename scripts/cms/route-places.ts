import { postTypePlaces } from '../../src/lib/route-table'
import { CONTRACTS_COMMAND, generatedJson, type GeneratedFile } from './generated-file'

/**
 * The WordPress plugin's copy of the route table: includes/preview.php makes the preview links from it and
 * includes/content-model.php the permalink bases, so `link` in the REST API is the item's path on the site.
 */
export const routePlaces: GeneratedFile = {
  file: 'cms/tandem-headless/route-places.json',
  json: () =>
    generatedJson(
      `Generated from src/lib/route-table.ts (PLACES) by \`${CONTRACTS_COMMAND}\`; do not edit. The post types with a page of their own and the path prefix of each, for the preview links (includes/preview.php) and the permalink bases (includes/content-model.php).`,
      { places: postTypePlaces() },
    ),
}
