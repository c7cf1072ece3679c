import path from 'node:path'
import { postTypePlaces } from '../../src/lib/route-table'

/** The WordPress plugin's copy of the route table, read by includes/preview.php. */
export const ROUTE_PLACES_FILE = path.resolve(__dirname, '../../cms/tandem-headless/route-places.json')

/** The file's text, as `npm run cms:route-places` writes it from src/lib/route-table.ts. */
export function routePlacesJson(): string {
  const description =
    'Generated from src/lib/route-table.ts (PLACES) by `npm run cms:route-places`; do not edit. The post types with a page of their own and the path prefix of each, for the preview links (includes/preview.php).'
  return `${JSON.stringify({ description, places: postTypePlaces() }, null, 2)}\n`
}
