import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { tallyBuild } from '../../src/build/build-tally'

describe('the build tally (BUILD_TALLY_FILE, counted in npm test’s closing table)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tally-'))
  const file = path.join(dir, 'builds.txt')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const lines = () => readFileSync(file, 'utf8').trim().split('\n')

  it('adds a line per production build, naming the CMS it read or the snapshot', () => {
    tallyBuild({ BUILD_TALLY_FILE: file, NODE_ENV: 'production' })
    tallyBuild({ BUILD_TALLY_FILE: file, NODE_ENV: 'production', CMS_URL: 'http://127.0.0.1:8881' })
    expect(lines()).toHaveLength(2)
    expect(lines()[0]).toMatch(/ snapshot$/)
    expect(lines()[1]).toMatch(/ http:\/\/127\.0\.0\.1:8881$/)
  })

  it('counts no development server and writes nothing without the setting', () => {
    tallyBuild({ BUILD_TALLY_FILE: file, NODE_ENV: 'development' })
    tallyBuild({ NODE_ENV: 'production' })
    expect(lines()).toHaveLength(2)
  })
})
