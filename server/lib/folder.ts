import { readdirSync } from 'node:fs'

/** The names in `dir` that match `pattern`, sorted; none when the folder does not exist (yet). */
export function namesIn(dir: string, pattern: RegExp): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => pattern.test(name))
      .sort()
  } catch {
    return []
  }
}
