/**
 * Aptfile is the one list of Debian packages, so every program the project's scripts and Node code run must come
 * from a package on it, from Debian's base system (priority "required": coreutils, sed, util-linux, ...) or from
 * what a machine of this kind has before the project (Node with npm, git). Runs after the packages are installed.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { findProgram, packageFor, readAptfile } from '../../server/lib/system-programs'
import { shellCommandWords, shellFunctions, spawnedByNode, type ProgramUse } from './support/spawned-programs'

const ROOT = path.resolve(__dirname, '../..')
const MACHINE_PROGRAMS = new Set(['node', 'npm', 'npx', 'git'])
const INSTALLER = 'scripts/install-system-packages.sh'

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const shellScripts = files.filter((file) => file.endsWith('.sh'))
const nodeFiles = files.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.startsWith('content/'))
const packages = readAptfile()

function programUses(): ProgramUse[] {
  const functions = new Set(shellScripts.flatMap((file) => shellFunctions(read(file))))
  return [
    ...shellScripts.flatMap((file) => shellCommandWords(read(file), file)),
    ...nodeFiles.flatMap((file) => spawnedByNode(read(file), file)),
  ].filter((use) => !functions.has(use.program))
}

/** The Debian package a file on this machine belongs to (merged /usr: dpkg may know it under /bin). */
function owningPackage(file: string): string | undefined {
  for (const candidate of [
    file,
    file.replace(/^\/usr\/bin\//, '/bin/'),
    file.replace(/^\/usr\/sbin\//, '/sbin/'),
  ]) {
    try {
      return execFileSync('dpkg', ['-S', candidate], { encoding: 'utf8', stdio: 'pipe' }).split(':')[0]
    } catch {
      // not under this name
    }
  }
  return undefined
}

/** The files a program can be: itself, or any choice of its Debian alternatives group (awk: mawk or gawk). */
function programFiles(found: string, program: string): string[] {
  let alternatives: string[] = []
  try {
    alternatives = execFileSync('update-alternatives', ['--list', program], {
      encoding: 'utf8',
      stdio: 'pipe',
    })
      .split('\n')
      .filter(Boolean)
  } catch {
    // not an alternative
  }
  return [realpathSync(found), ...alternatives]
}

function isBaseSystem(program: string): boolean {
  const found = findProgram(program, process.env.PATH ?? '')
  if (!found) return false
  return programFiles(found, program).some((file) => {
    const owner = owningPackage(file)
    return (
      owner &&
      execFileSync('dpkg-query', ['-W', '-f=${Priority}', owner], { encoding: 'utf8' }) === 'required'
    )
  })
}

describe('Aptfile keeps the list of Debian packages whole', () => {
  it('provides every program the scripts and Node code run', () => {
    const unprovided = new Map<string, string>()
    const checked = new Map<string, boolean>()
    for (const use of programUses()) {
      if (MACHINE_PROGRAMS.has(use.program) || packageFor(use.program, packages)) continue
      if (!checked.has(use.program)) checked.set(use.program, isBaseSystem(use.program))
      if (!checked.get(use.program)) unprovided.set(use.program, `${use.file}:${use.line}`)
    }
    expect(Object.fromEntries(unprovided)).toEqual({})
  })

  it('names, for each program the scripts look up, the package that gives it', () => {
    const required = shellScripts.flatMap((file) =>
      [...read(file).matchAll(/^\s*require_programs\s+([^#\n]+)/gm)].flatMap((match) =>
        match[1]!.trim().split(/\s+/),
      ),
    )
    expect(required.length).toBeGreaterThan(5)
    expect(required.filter((program) => !packageFor(program, packages))).toEqual([])
  })

  it('has every program it names on this machine once installed', () => {
    const named = packages.flatMap((aptPackage) => aptPackage.programs)
    expect(named.filter((program) => !findProgram(program, process.env.PATH ?? ''))).toEqual([])
  })

  it('is the only way packages get installed: no other script installs Debian packages', () => {
    const installers = [...shellScripts, ...nodeFiles].filter(
      (file) => file !== INSTALLER && /\bapt(-get)?\s+(-\S+\s+)*install\b|\bdpkg\s+-i\b/.test(read(file)),
    )
    expect(installers).toEqual([])
  })
})
