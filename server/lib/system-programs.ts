/**
 * The programs the project runs from Debian's packages, looked up before use: a missing one stops the run with
 * a message that names it, its package and the command that installs the list, instead of a bare ENOENT.
 * Which package gives which program is read from Aptfile's `# programs:` lines (the only place packages are named).
 * The search path is given (server/settings.ts reads PATH, as it reads every setting).
 */
import { accessSync, constants, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './root'

export const APTFILE = path.join(ROOT, 'Aptfile')
export const INSTALL_COMMAND = 'bash scripts/install-system-packages.sh'

export interface AptPackage {
  name: string
  programs: string[]
}

/** Aptfile's packages in order, each with the programs its `# programs:` line names. */
export function parseAptfile(text: string): AptPackage[] {
  const packages: AptPackage[] = []
  let programs: string[] = []
  for (const line of text.split('\n')) {
    const annotation = /^#\s*programs:(.*)$/.exec(line.trim())
    if (annotation) {
      programs = (annotation[1] ?? '').trim().split(/\s+/).filter(Boolean)
      continue
    }
    const name = line.replace(/#.*/, '').trim()
    if (!name) continue
    packages.push({ name, programs })
    programs = []
  }
  return packages
}

export function readAptfile(file = APTFILE): AptPackage[] {
  return parseAptfile(readFileSync(file, 'utf8'))
}

/** The package on the list that gives `program`, or undefined. */
export function packageFor(program: string, packages = readAptfile()): string | undefined {
  return packages.find((aptPackage) => aptPackage.programs.includes(program))?.name
}

export function missingProgramMessage(program: string, packages = readAptfile()): string {
  const aptPackage = packageFor(program, packages)
  const source = aptPackage
    ? `it comes with the Debian package ${aptPackage} (listed in Aptfile)`
    : 'no package in Aptfile provides it: add the Debian package that does'
  return `${program} is not installed: ${source}. Install the project's Debian packages with: ${INSTALL_COMMAND}`
}

/** The absolute path of `program` on PATH (or the path itself when given one), or null. */
export function findProgram(program: string, searchPath: string): string | null {
  const candidates = program.includes('/')
    ? [program]
    : searchPath
        .split(':')
        .filter(Boolean)
        .map((dir) => path.join(dir, program))
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here; try the next folder
    }
  }
  return null
}

/** The path of `program`; throws the message that says what to install when it is missing. */
export function requireProgram(program: string, searchPath: string): string {
  const found = findProgram(program, searchPath)
  if (!found) throw new Error(missingProgramMessage(path.basename(program)))
  return found
}
