import { contactContractFile } from './contact-contract'
import { contentRules } from './content-rules'
import type { GeneratedFile } from './generated-file'
import { redirects } from './redirects'
import { routePlaces } from './route-places'

/**
 * Every file of the WordPress plugin that is generated from the site's TypeScript, so a fact PHP shares with the
 * site has one home. `npm run cms:contracts` (write-contracts.ts) writes them all and
 * tests/scripts/contracts.test.ts fails when a committed one is stale: a new generated file only needs an entry
 * here.
 */
export const CONTRACTS: readonly GeneratedFile[] = [routePlaces, contactContractFile, contentRules, redirects]
