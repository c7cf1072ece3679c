import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { routePlacesJson } from '../../src/lib/route-table'

/** `npm run cms:route-places`: writes the WordPress plugin's copy of the route table (src/lib/route-table.ts). */
export const ROUTE_PLACES_FILE = path.resolve(__dirname, '../../cms/tandem-headless/route-places.json')

writeFileSync(ROUTE_PLACES_FILE, routePlacesJson())
console.info(`Wrote ${path.relative(process.cwd(), ROUTE_PLACES_FILE)}`)
