import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { systemProgram } from '../../server/settings'

/**
 * The publishing service's systemd unit (server/publish/systemd/), as production installs it: systemd's own
 * check passes, it runs the compiled service under its own user and restarts it always, and its environment
 * file's example names every setting the service reads.
 */
const ROOT = path.resolve(__dirname, '../..')
const UNIT = path.join(ROOT, 'server/publish/systemd/tandem-publish.service')
const ENV_EXAMPLE = path.join(ROOT, 'server/publish/systemd/publish.env.example')

const directives = (text: string) =>
  new Map(
    text
      .split('\n')
      .filter((line) => /^[A-Za-z]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
  )

describe('the publishing service’s systemd unit', () => {
  it('passes systemd-analyze verify', () => {
    const check = spawnSync(systemProgram('systemd-analyze'), ['verify', UNIT], { encoding: 'utf8' })
    expect({ status: check.status, complaints: `${check.stdout}${check.stderr}`.trim() }).toEqual({
      status: 0,
      complaints: '',
    })
  })

  it('runs the compiled service under its own user, from an environment file, and restarts it always', () => {
    const unit = directives(readFileSync(UNIT, 'utf8'))
    expect(unit.get('ExecStart')).toMatch(/^\/usr\/bin\/node \S+\/dist\/server\/main\.js service run$/)
    expect(unit.get('ExecStart')).not.toMatch(/tsx|\.ts\b/)
    expect(unit.get('Restart')).toBe('always')
    expect(unit.get('User')).toBe('tandem-publish')
    expect(unit.get('EnvironmentFile')).toBe('/etc/tandem-publish/publish.env')
  })

  it('has an environment file example that names every setting publishing reads', () => {
    const settings = readFileSync(path.join(ROOT, 'server/settings.ts'), 'utf8')
    const fn = settings.slice(settings.indexOf('export function publishSettings'))
    const read = new Set(
      [...fn.slice(0, fn.indexOf('\n}\n')).matchAll(/\b(PUBLISH_[A-Z_]+|CMS_URL)\b/g)].map(
        (match) => match[1]!,
      ),
    )
    read.add('PUBLISH_SECRET')
    expect(read.size).toBeGreaterThan(8)
    const example = readFileSync(ENV_EXAMPLE, 'utf8')
    const named = new Set([...example.matchAll(/^#?([A-Z_]+)=/gm)].map((match) => match[1]!))
    expect([...read].filter((name) => !named.has(name))).toEqual([])
  })
})
