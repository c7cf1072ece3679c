import path from 'node:path'

/** The project's root: generated files are named relative to it, so messages and docs show the same path. */
export const PROJECT_ROOT = path.resolve(__dirname, '../..')

/** The command that writes every generated file of the WordPress plugin. */
export const CONTRACTS_COMMAND = 'npm run cms:contracts'

/** A file the WordPress plugin reads that is generated from the site's TypeScript. */
export interface GeneratedFile {
  /** relative to the project's root, e.g. `cms/tandem-headless/route-places.json` */
  file: string
  /** the file's whole text as the generator writes it now */
  json(): string
}

/**
 * A generated JSON file's text: a `description` first (what it is, where it comes from, that it is not edited
 * by hand, since PHP has no comments in JSON), then the data; two-space indents and a final newline, as
 * Prettier leaves JSON.
 */
export function generatedJson(description: string, data: Record<string, unknown>): string {
  return `${JSON.stringify({ description, ...data }, null, 2)}\n`
}
