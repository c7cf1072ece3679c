import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  INSTALL_COMMAND,
  missingProgramMessage,
  parseAptfile,
  requireProgram,
} from '../../server/lib/system-programs'
import { shellCommandWords, spawnedByNode } from './support/spawned-programs'

const APTFILE = `# Hosting
# programs: nginx
nginx
php-mysql

# Publishing
# programs: mysqld_safe mariadb-install-db
mariadb-server
`

describe('Aptfile', () => {
  it('reads each package with the programs its "# programs:" line names', () => {
    expect(parseAptfile(APTFILE)).toEqual([
      { name: 'nginx', programs: ['nginx'] },
      { name: 'php-mysql', programs: [] },
      { name: 'mariadb-server', programs: ['mysqld_safe', 'mariadb-install-db'] },
    ])
  })
})

describe('a missing program', () => {
  const packages = parseAptfile(APTFILE)

  it('is named with its Debian package and the command that installs the list', () => {
    expect(missingProgramMessage('mysqld_safe', packages)).toBe(
      `mysqld_safe is not installed: it comes with the Debian package mariadb-server (listed in Aptfile). ` +
        `Install the project's Debian packages with: ${INSTALL_COMMAND}`,
    )
  })

  it('that no package on the list gives says so', () => {
    expect(missingProgramMessage('lynx', packages)).toMatch(/^lynx is not installed: no package in Aptfile/)
  })

  it('stops requireProgram with that message instead of a bare ENOENT', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-programs-'))
    expect(() => requireProgram('curl', empty)).toThrow(
      'curl is not installed: it comes with the Debian package curl (listed in Aptfile)',
    )
  })

  it('is found when it is on the search path', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'programs-'))
    writeFileSync(path.join(dir, 'curl'), '#!/bin/sh\n')
    chmodSync(path.join(dir, 'curl'), 0o755)
    expect(requireProgram('curl', dir)).toBe(path.join(dir, 'curl'))
  })
})

describe('finding the programs the code runs', () => {
  it('takes the command words of a shell script, not its comments, strings, here-documents or labels', () => {
    const script = [
      '#!/usr/bin/env bash',
      'echo "run nginx # now"; x=$(rsync -a "$(openssl rand 4)") # curl in a comment',
      "printf '%s | webhook' a | tr -d ' '",
      'cat <<EOF',
      'java -jar not-a-command',
      'EOF',
      'case "$1" in',
      '  start) PHP_CLI_SERVER_WORKERS=4 setsid nohup php -S x \\',
      '    -t y ;;',
      'esac',
      'names=(AUTH_KEY NONCE) ; [ ! -f x ] && mysqladmin ping >&2',
    ].join('\n')
    expect(shellCommandWords(script, 'x.sh').map((use) => [use.program, use.line])).toEqual([
      ['rsync', 2],
      ['openssl', 2],
      ['tr', 3],
      ['cat', 4],
      ['setsid', 8],
      ['nohup', 8],
      ['php', 8],
      ['mysqladmin', 11],
    ])
  })

  it('takes what Node code spawns by name or looks up', () => {
    const code = `execFileSync('rsync', ['-a']); spawn(requireProgram('nginx'), []); execSync('curl -s x'); run(cmd); systemProgram('flock')`
    expect(spawnedByNode(code, 'x.ts').map((use) => use.program)).toEqual(['rsync', 'nginx', 'curl', 'flock'])
  })
})
