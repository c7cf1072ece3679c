import { mkdtemp, mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { precompress } from '../../src/build/hosting/precompress'
import { writeIfChanged } from '../../src/build/write-if-changed'
import { writeStaticFiles } from '../../src/build/write-static-files'
import type { PageRoute } from '../../src/lib/route-table'

/**
 * The steps after Gatsby's build redo only what changed: a file whose contents are the same keeps its time, a
 * compressed copy is made again only for a changed file, and what went leaves with it.
 */
let publicDir: string
beforeEach(async () => {
  publicDir = await mkdtemp(path.join(os.tmpdir(), 'post-build-'))
})
afterEach(() => rm(publicDir, { recursive: true, force: true }))

const EARLIER = new Date('2026-11-01T12:00:00Z')
const timeOf = async (file: string) => (await stat(path.join(publicDir, file))).mtimeMs
const setEarlier = (file: string) => utimes(path.join(publicDir, file), EARLIER, EARLIER)
const text = (file: string) => readFile(path.join(publicDir, file), 'utf8')

describe('writeIfChanged', () => {
  it('leaves a file with the same contents alone, keeping its time', async () => {
    const file = path.join(publicDir, 'robots.txt')
    expect(await writeIfChanged(file, 'User-agent: *\n')).toBe(true)
    await setEarlier('robots.txt')
    expect(await writeIfChanged(file, 'User-agent: *\n')).toBe(false)
    expect(await timeOf('robots.txt')).toBe(EARLIER.getTime())
  })

  it('writes other contents, and makes the folders it needs', async () => {
    const file = path.join(publicDir, 'agenda/webinar/webinar.ics')
    await writeIfChanged(file, 'BEGIN:VCALENDAR')
    await setEarlier('agenda/webinar/webinar.ics')
    expect(await writeIfChanged(file, 'BEGIN:VCALENDAR\r\nX')).toBe(true)
    expect(await text('agenda/webinar/webinar.ics')).toBe('BEGIN:VCALENDAR\r\nX')
    expect(await timeOf('agenda/webinar/webinar.ics')).toBeGreaterThan(EARLIER.getTime())
  })
})

describe('precompress, again after a build', () => {
  const page = (words: string) => `<!doctype html><title>${words}</title>${'<p>tekst</p>'.repeat(50)}`
  const gunzipped = async (file: string) =>
    gunzipSync(await readFile(path.join(publicDir, `${file}.gz`))).toString('utf8')

  it('makes a new copy of a changed file, keeps an unchanged one, and removes the copy of a file that went', async () => {
    await mkdir(path.join(publicDir, 'over-ons'))
    await mkdir(path.join(publicDir, 'oud'))
    await writeFile(path.join(publicDir, 'index.html'), page('Home'))
    await writeFile(path.join(publicDir, 'over-ons/index.html'), page('Over ons'))
    await writeFile(path.join(publicDir, 'oud/index.html'), page('Oud'))
    const files = ['index.html', 'over-ons/index.html', 'oud/index.html']
    expect(await precompress(publicDir, files)).toBe(3)
    // The copies as the last build left them, older than a file the next build rewrites.
    for (const file of files) {
      await setEarlier(file)
      await setEarlier(`${file}.gz`)
    }

    await writeFile(path.join(publicDir, 'over-ons/index.html'), page('Over ons, herschreven'))
    await rm(path.join(publicDir, 'oud/index.html'))
    expect(await precompress(publicDir, ['index.html', 'over-ons/index.html'])).toBe(2)

    expect(await gunzipped('over-ons/index.html')).toBe(page('Over ons, herschreven'))
    expect(await timeOf('index.html.gz')).toBe(EARLIER.getTime())
    await expect(stat(path.join(publicDir, 'oud/index.html.gz'))).rejects.toThrow('ENOENT')
  })

  it('keeps no copy of a file that compression does not make smaller', async () => {
    await writeFile(path.join(publicDir, 'build-info.json'), '{}')
    expect(await precompress(publicDir, ['build-info.json'])).toBe(0)
    await expect(stat(path.join(publicDir, 'build-info.json.gz'))).rejects.toThrow('ENOENT')
  })
})

describe('the sitemaps and redirect pages, again after a build', () => {
  const SITE = 'https://www.example.nl'
  const route = (routePath: string): PageRoute => ({
    path: routePath,
    template: 'page',
    nodeId: routePath,
    modified: '2026-03-04T10:00:00',
    sitemap: 'pages',
    parentPath: null,
    queryFlags: { showPeople: false, showPartners: false },
  })

  it('drops a removed page from the sitemap and leaves the unchanged files as they were', async () => {
    await writeStaticFiles(publicDir, SITE, {
      routes: [route('/'), route('/over-ons'), route('/oud')],
      unplaced: [],
      remoteSupportUrl: null,
    })
    expect(await text('pages-sitemap.xml')).toContain(`${SITE}/oud`)
    await setEarlier('robots.txt')
    await setEarlier('home/index.html') // the redirect page of an old path

    await writeStaticFiles(publicDir, SITE, {
      routes: [route('/'), route('/over-ons')],
      unplaced: [],
      remoteSupportUrl: null,
    })
    expect(await text('pages-sitemap.xml')).not.toContain(`${SITE}/oud`)
    expect(await text('pages-sitemap.xml')).toContain(`${SITE}/over-ons`)
    expect(await timeOf('robots.txt')).toBe(EARLIER.getTime())
    expect(await timeOf('home/index.html')).toBe(EARLIER.getTime())
  })
})
