import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROUTE_PLACES_FILE, routePlacesJson } from './route-places'

/** `npm run cms:route-places`: writes the WordPress plugin's copy of the route table (src/lib/route-table.ts). */
writeFileSync(ROUTE_PLACES_FILE, routePlacesJson())
console.info(`Wrote ${path.relative(process.cwd(), ROUTE_PLACES_FILE)}`)
