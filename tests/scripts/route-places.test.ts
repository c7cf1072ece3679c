import { readFileSync } from 'node:fs'
import { ROUTE_PLACES_FILE, routePlacesJson } from '../../scripts/cms/route-places'
import { PLACE_POST_TYPES, PLACES } from '../../src/lib/route-table'

/** WordPress's copy of the route table is generated, never edited: it must be what the generator writes now. */
describe("the WordPress plugin's route table", () => {
  it('is what `npm run cms:route-places` writes from src/lib/route-table.ts (run it after changing the table)', () => {
    expect(readFileSync(ROUTE_PLACES_FILE, 'utf8')).toBe(routePlacesJson())
  })

  it('names every place of the route table, each with its prefix', () => {
    const { places } = JSON.parse(routePlacesJson()) as { places: Record<string, string> }
    expect(Object.keys(places).sort()).toEqual(Object.values(PLACE_POST_TYPES).sort())
    expect(places.products).toBe(PLACES.product.prefix)
    expect(Object.keys(PLACE_POST_TYPES).sort()).toEqual(Object.keys(PLACES).sort())
  })
})
