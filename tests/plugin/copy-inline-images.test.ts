import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { NodeInput } from '../../plugins/gatsby-source-wp-rest/src/normalize/node-input'
import type { ItemNotice } from '../../plugins/gatsby-source-wp-rest/src/notices/item-notices'
import {
  copyUpload,
  publishInlineImages,
  uploadReferencesIn,
} from '../../plugins/gatsby-source-wp-rest/src/uploads/copy-inline-images'
import type { SourceSettings } from '../../plugins/gatsby-source-wp-rest/src/plugin-options'
import { bytesMatchExtension } from '../../plugins/gatsby-source-wp-rest/src/uploads/image-bytes'
import { parseUploadPath } from '../../plugins/gatsby-source-wp-rest/src/uploads/upload-path'

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])
const SCRIPT = Buffer.from('alert(document.cookie)\n')

const node = (fields: Record<string, unknown>): NodeInput => ({
  nodeType: 'WpPage',
  key: `WpPage:${String(fields.databaseId)}`,
  fields,
})

describe('which addresses in CMS HTML are published: only what an img loads', () => {
  it('takes img src and every srcset candidate, naming the items', () => {
    const html =
      '<p>Zie /wp-content/uploads/2025/01/tekst.jpg</p><a href="/wp-content/uploads/2025/01/link.jpg">x</a>' +
      '<img src="/wp-content/uploads/2025/01/a.jpg" srcset="/wp-content/uploads/2025/01/a-300.jpg 300w, /wp-content/uploads/2025/01/a-600.jpg 600w">' +
      '<img src="https://elders.example/b.jpg">'
    const references = uploadReferencesIn([
      node({ databaseId: 12, slug: 'over-ons', content: html }),
      node({ databaseId: 13, slug: 'contact', introText: '<img src="/wp-content/uploads/2025/01/a.jpg">' }),
    ])
    expect(references).toEqual([
      {
        sitePath: '/wp-content/uploads/2025/01/a-300.jpg',
        items: ['WpPage 12 (over-ons)'],
        keys: ['WpPage:12'],
      },
      {
        sitePath: '/wp-content/uploads/2025/01/a-600.jpg',
        items: ['WpPage 12 (over-ons)'],
        keys: ['WpPage:12'],
      },
      {
        sitePath: '/wp-content/uploads/2025/01/a.jpg',
        items: ['WpPage 12 (over-ons)', 'WpPage 13 (contact)'],
        keys: ['WpPage:12', 'WpPage:13'],
      },
    ])
  })
})

describe('an upload address is parsed once; anything that could write elsewhere is refused', () => {
  it('accepts a plain image path, with the download path and the file from one pathname', () => {
    expect(parseUploadPath('/wp-content/uploads/2025/01/foto%20klein.JPG')).toEqual({
      ok: true,
      upload: {
        pathname: '/wp-content/uploads/2025/01/foto%20klein.JPG',
        relative: 'wp-content/uploads/2025/01/foto klein.JPG',
        extension: 'jpg',
      },
    })
  })

  it.each([
    [
      'a fragment',
      '/wp-content/uploads/2025/01/x.txt#/../../../../../app-abc.js',
      'has a query or a fragment',
    ],
    ['a query', '/wp-content/uploads/2025/01/x.txt?/../../over-ons/index.html', 'has a query or a fragment'],
    ['a fragment on an image', '/wp-content/uploads/2025/01/x.jpg#x.jpg', 'has a query or a fragment'],
    ['a .. segment', '/wp-content/uploads/../../app.jpg', 'has a . or .. segment'],
    ['a . segment', '/wp-content/uploads/./x.jpg', 'has a . or .. segment'],
    ['an escaped slash', '/wp-content/uploads/..%2f..%2fapp.jpg', 'has an escaped separator or dot'],
    ['an escaped backslash', '/wp-content/uploads/..%5capp.jpg', 'has an escaped separator or dot'],
    ['escaped dots', '/wp-content/uploads/%2e%2e/app.jpg', 'has an escaped separator or dot'],
    ['an escaped NUL', '/wp-content/uploads/x.jpg%00.js', 'has an escaped separator or dot'],
    ['a backslash', '/wp-content/uploads/..\\..\\app.jpg', 'has a backslash'],
    ['a malformed escape', '/wp-content/uploads/2025/01/%E0.jpg', 'has a malformed percent-escape'],
    ['a control character', '/wp-content/uploads/x\n.jpg', 'has a control character'],
    [
      'an escaped line break',
      '/wp-content/uploads/x%0A.jpg',
      'has a control character, $, ` or \\ once decoded',
    ],
    [
      'an escaped dollar',
      '/wp-content/uploads/%24HOME.jpg',
      'has a control character, $, ` or \\ once decoded',
    ],
    ['a dollar', '/wp-content/uploads/$HOME.jpg', 'has a control character, $, ` or \\ once decoded'],
    ['an empty segment', '/wp-content/uploads//x.jpg', 'has an empty, . or .. segment'],
    ['a path outside the uploads', '/app-abc.js', 'is not under /wp-content/uploads/'],
    ['a script', '/wp-content/uploads/2025/01/x.js', 'is not an image (png, jpg, jpeg, gif, webp, avif)'],
    ['a text file', '/wp-content/uploads/2025/01/x.txt', 'is not an image (png, jpg, jpeg, gif, webp, avif)'],
    ['a page', '/wp-content/uploads/index.html', 'is not an image (png, jpg, jpeg, gif, webp, avif)'],
    // Any SVG, however it hides its script: a namespaced script element, an entity-encoded javascript: URL, an
    // XHTML iframe all passed a list of what is forbidden.
    [
      'an SVG',
      '/wp-content/uploads/2025/01/logo.svg',
      'is an SVG, which can carry script (publish it as PNG or WebP)',
    ],
    [
      'an SVG in capitals',
      '/wp-content/uploads/2025/01/LOGO.SVG',
      'is an SVG, which can carry script (publish it as PNG or WebP)',
    ],
  ])('refuses %s', (_form, sitePath, reason) => {
    expect(parseUploadPath(sitePath)).toEqual({ ok: false, reason })
  })
})

describe('the bytes must be the image the extension names', () => {
  const ascii = (text: string) => Buffer.from(text, 'latin1')
  it.each([
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['jpg', JPEG],
    ['jpeg', JPEG],
    ['gif', ascii('GIF89a\0\0')],
    ['webp', ascii('RIFF\0\0\0\0WEBPVP8 ')],
    ['avif', Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), ascii('ftypmif1\0\0\0\0mif1avifmiaf')])],
  ] as const)('accepts a real %s', (extension, bytes) => {
    expect(bytesMatchExtension(bytes, extension)).toBe(true)
  })

  it.each([
    ['png', SCRIPT],
    ['jpg', SCRIPT],
    ['gif', ascii('GIF8')],
    ['webp', ascii('RIFF\0\0\0\0AVI ')],
    ['avif', Buffer.concat([Buffer.from([0, 0, 0, 0x14]), ascii('ftypisom\0\0\0\0mp41')])],
    ['jpg', Buffer.alloc(0)],
  ] as const)('refuses a %s that is something else', (extension, bytes) => {
    expect(bytesMatchExtension(bytes, extension)).toBe(false)
  })

  // The three SVGs that passed the old list of what is forbidden, renamed as raster images.
  it.each([
    ['a namespaced script', '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'],
    ['an entity-escaped javascript: link', '<a xlink:href="javascript&#58;alert(1)"><text>x</text></a>'],
    [
      'an XHTML iframe',
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>',
    ],
  ])('refuses an SVG with %s under every raster extension', (_form, body) => {
    const svg = ascii(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`,
    )
    for (const extension of ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif'] as const) {
      expect(bytesMatchExtension(svg, extension)).toBe(false)
    }
  })
})

describe('publishing an inline image from the snapshot', () => {
  let root: string
  let publicDir: string
  let settings: SourceSettings
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'uploads-'))
    publicDir = path.join(root, 'public')
    const snapshotDir = path.join(root, 'snapshot')
    await mkdir(path.join(snapshotDir, 'wp-content/uploads/2025/01'), { recursive: true })
    await writeFile(path.join(snapshotDir, 'wp-content/uploads/2025/01/foto.jpg'), JPEG)
    await writeFile(path.join(snapshotDir, 'wp-content/uploads/2025/01/nep.jpg'), SCRIPT)
    await writeFile(path.join(snapshotDir, 'wp-content/uploads/2025/01/x.txt'), SCRIPT)
    await mkdir(publicDir)
    await writeFile(path.join(publicDir, 'app-abc.js'), 'the app')
    settings = { baseUrl: null, snapshotDir } as SourceSettings
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('writes a real image under public/wp-content/uploads/', async () => {
    expect(await copyUpload('/wp-content/uploads/2025/01/foto.jpg', settings, publicDir)).toBeNull()
    expect(await readFile(path.join(publicDir, 'wp-content/uploads/2025/01/foto.jpg'))).toEqual(JPEG)
  })

  it.each([
    '/wp-content/uploads/2025/01/x.txt#/../../../../app-abc.js',
    '/wp-content/uploads/2025/01/x.txt?/../../../../app-abc.js',
    '/wp-content/uploads/2025/01/%E0',
  ])('refuses %s and writes nothing', async (sitePath) => {
    expect(await copyUpload(sitePath, settings, publicDir)).toEqual({
      reason: expect.any(String),
      dutch: expect.any(String),
    })
    expect(await readFile(path.join(publicDir, 'app-abc.js'), 'utf8')).toBe('the app')
    expect(await readdir(publicDir)).toEqual(['app-abc.js'])
  })

  it('refuses a .jpg whose bytes are not a JPEG', async () => {
    expect(await copyUpload('/wp-content/uploads/2025/01/nep.jpg', settings, publicDir)).toMatchObject({
      reason: 'is not a jpg image (its bytes say otherwise)',
    })
    expect(existsSync(path.join(publicDir, 'wp-content'))).toBe(false)
  })
})

describe('an inline image that cannot be published costs that image, never the item or the build', () => {
  let root: string
  let settings: SourceSettings
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'uploads-'))
    const snapshotDir = path.join(root, 'snapshot')
    await mkdir(path.join(snapshotDir, 'wp-content/uploads/2026/01'), { recursive: true })
    await writeFile(path.join(snapshotDir, 'wp-content/uploads/2026/01/ok.jpg'), JPEG)
    settings = { baseUrl: null, snapshotDir, concurrency: 2 } as SourceSettings
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('takes the missing image out of the HTML, keeps the rest, and notes the item in Dutch', async () => {
    const notices: ItemNotice[] = []
    const page = node({
      databaseId: 12,
      slug: 'over-ons',
      content:
        '<p>Voor</p><figure><img src="/wp-content/uploads/2026/01/nope.png" alt="weg"><figcaption>Onderschrift</figcaption></figure>' +
        '<p><img src="/wp-content/uploads/2026/01/ok.jpg" alt="blijft"></p>',
    })
    const [published] = await publishInlineImages([page], settings, path.join(root, 'public'), notices)
    expect(published?.fields.content).toBe(
      '<p>Voor</p><figure><figcaption>Onderschrift</figcaption></figure>' +
        '<p><img src="/wp-content/uploads/2026/01/ok.jpg" alt="blijft"></p>',
    )
    expect(notices).toEqual([
      {
        restType: 'pages',
        id: 12,
        label: 'over-ons',
        outcome: 'cut',
        problem:
          'de afbeelding /wp-content/uploads/2026/01/nope.png in de tekst is weggelaten: het bestand staat niet in de momentopname van de inhoud.',
        detail: expect.stringContaining(
          'inline image "/wp-content/uploads/2026/01/nope.png" is not in the snapshot',
        ),
      },
    ])
    expect(existsSync(path.join(root, 'public/wp-content/uploads/2026/01/ok.jpg'))).toBe(true)
  })

  it('leaves items without a refused image exactly as they were', async () => {
    const page = node({ databaseId: 13, slug: 'x', content: '<p>Tekst &amp; <a href="/a">link</a></p>' })
    const [published] = await publishInlineImages([page], settings, path.join(root, 'public'), [])
    expect(published).toBe(page)
  })
})
