import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CONTRACTS } from './contracts'
import { PROJECT_ROOT } from './generated-file'

/** `npm run cms:contracts`: writes every generated file of the WordPress plugin (the list is contracts.ts). */
for (const { file, json } of CONTRACTS) {
  const target = path.join(PROJECT_ROOT, file)
  const text = json()
  let current: string | null = null
  try {
    current = readFileSync(target, 'utf8')
  } catch {
    // not written yet
  }
  if (current === text) {
    console.info(`${file} is up to date`)
    continue
  }
  writeFileSync(target, text)
  console.info(`Wrote ${file}`)
}
