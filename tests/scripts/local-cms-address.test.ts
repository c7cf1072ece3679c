import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { localCmsConfig } from '../../server/settings'

/** The local CMS's address has one home (cms/local/address.env): bash and Node give the same answer. */
describe('the local CMS’s address', () => {
  const fromBash = (env: Record<string, string>) =>
    execFileSync('bash', ['cms/local/cms.sh', 'url'], {
      cwd: path.resolve(__dirname, '../..'),
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    }).trim()

  it.each<Record<string, string>>([
    {},
    { CMS_PORT: '9881' },
    { CMS_HOST: 'LocalHost', CMS_PORT: '8999' },
    { CMS_PORT: '' },
  ])('is the same in cms.sh and in Node with %j', (env) => {
    expect(localCmsConfig(env).url).toBe(fromBash(env))
  })

  it('defaults to the loopback address', () => {
    expect(localCmsConfig({}).url).toBe('http://127.0.0.1:8881')
  })
})
