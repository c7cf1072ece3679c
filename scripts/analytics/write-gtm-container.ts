import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { gtmContainerJson } from './gtm-container'

/** `npm run analytics:gtm-container`: writes docs/gtm-container.json from the data-layer contract. */
export const GTM_CONTAINER_FILE = path.resolve(__dirname, '../../docs/gtm-container.json')

writeFileSync(GTM_CONTAINER_FILE, gtmContainerJson())
console.info(`Wrote ${path.relative(process.cwd(), GTM_CONTAINER_FILE)}`)
