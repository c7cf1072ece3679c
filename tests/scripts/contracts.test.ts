import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CONTRACTS } from '../../scripts/cms/contracts'
import { CONTRACTS_COMMAND, PROJECT_ROOT, type GeneratedFile } from '../../scripts/cms/generated-file'
import { contactContract } from '../../src/lib/contact/contact-contract'
import { CONTACT_FIELDS, HONEYPOT_NAME } from '../../src/lib/contact/contact-fields'
import { DEFAULT_CONFIRMATION } from '../../src/lib/contact/submit-contact'
import { PLACE_POST_TYPES, PLACES } from '../../src/lib/route-table'

/**
 * What PHP shares with the site is generated from the site's TypeScript, never edited: each committed file must be
 * what `npm run cms:contracts` writes now. Null when it is, else what to tell the developer: which file, which
 * command, and the first line that differs.
 */
function staleness({ file, json }: GeneratedFile, root = PROJECT_ROOT): string | null {
  let committed: string | null = null
  try {
    committed = readFileSync(path.join(root, file), 'utf8')
  } catch {
    return `${file} is missing: run \`${CONTRACTS_COMMAND}\``
  }
  const generated = json()
  if (committed === generated) return null
  const ours = committed.split('\n')
  const theirs = generated.split('\n')
  const line = ours.findIndex((text, index) => text !== theirs[index])
  const at = line === -1 ? ours.length : line
  return `${file} is stale: run \`${CONTRACTS_COMMAND}\` (line ${at + 1} is ${JSON.stringify(ours[at] ?? '')}, the generator writes ${JSON.stringify(theirs[at] ?? '')})`
}

describe("the WordPress plugin's generated files", () => {
  it.each(CONTRACTS.map((contract) => [contract.file, contract] as const))(
    '%s is what `npm run cms:contracts` writes',
    (_file, contract) => {
      expect(staleness(contract)).toBeNull()
    },
  )

  it('a stale or missing one fails, naming the file and the command', () => {
    const stale = { file: 'cms/tandem-headless/route-places.json', json: () => '{}\n' }
    expect(staleness(stale)).toMatch(
      /^cms\/tandem-headless\/route-places\.json is stale: run `npm run cms:contracts` \(line 1 /,
    )
    const missing = { file: 'cms/tandem-headless/nothing.json', json: () => '{}\n' }
    expect(staleness(missing)).toBe(
      'cms/tandem-headless/nothing.json is missing: run `npm run cms:contracts`',
    )
  })

  it('live in the plugin, each once, and say they are generated and by which command', () => {
    const files = CONTRACTS.map(({ file }) => file)
    expect(new Set(files).size).toBe(files.length)
    for (const contract of CONTRACTS) {
      expect(contract.file).toMatch(/^cms\/tandem-headless\/[\w-]+\.json$/)
      const { description } = JSON.parse(contract.json()) as { description: string }
      expect(description).toMatch(/^Generated from .* by `npm run cms:contracts`; do not edit\./)
    }
  })
})

describe("the plugin's route table", () => {
  it('names every place of the route table, each with its prefix', () => {
    const routePlaces = CONTRACTS.find(({ file }) => file.endsWith('/route-places.json'))!
    const { places } = JSON.parse(routePlaces.json()) as { places: Record<string, string> }
    expect(Object.keys(places).sort()).toEqual(Object.values(PLACE_POST_TYPES).sort())
    expect(places.products).toBe(PLACES.product.prefix)
    expect(Object.keys(PLACE_POST_TYPES).sort()).toEqual(Object.keys(PLACES).sort())
  })
})

describe("the plugin's contact form", () => {
  it("has the browser's fields by number, in the form's order, with its limits and texts", () => {
    const contract = contactContract()
    expect(contract.fields.map(({ number }) => `input_${number}`)).toEqual(
      CONTACT_FIELDS.map(({ name }) => name),
    )
    expect(contract.fields.find(({ number }) => number === 1)).toEqual({
      number: 1,
      label: 'Naam',
      kind: 'text',
      required: true,
      maxLength: 100,
      messages: { tooLong: 'Gebruik maximaal 100 tekens', required: 'Naam is verplicht' },
    })
    expect(contract.fields.find(({ number }) => number === 4)?.messages).toEqual({
      tooLong: 'Gebruik maximaal 150 tekens',
    })
    expect(contract.honeypot).toBe(HONEYPOT_NAME)
    expect(contract.confirmation).toBe(DEFAULT_CONFIRMATION)
    expect(contract.phone).toEqual({ pattern: String.raw`/^\+?[\d\s\-().]+$/`, minDigits: 10, maxDigits: 15 })
  })
})
