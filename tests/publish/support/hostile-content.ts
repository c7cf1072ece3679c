import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  adminAuthorization,
  asAdmin,
  cmsPhpEnvironment,
  CMS_URL,
  ROOT,
  unique,
} from '../../helpers/local-cms'

/** What an author with upload rights put into the CMS to take over built files, and how to find its traces. */
export interface HostileContent {
  /** a string in the uploaded text file and nowhere else: no built file may contain it */
  marker: string
  /** the site paths the page names, each of which the build must refuse */
  refusedPaths: string[]
  pageId: number
  mediaId: number
}

/** Uploads a file to WordPress's media library through REST, as an administrator. */
async function uploadMedia(
  fileName: string,
  contentType: string,
  body: RequestInit['body'],
): Promise<{ id: number; source_url: string }> {
  const response = await fetch(`${CMS_URL}/wp-json/wp/v2/media`, {
    method: 'POST',
    headers: {
      authorization: adminAuthorization(),
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName}"`,
    },
    body,
  })
  if (!response.ok)
    throw new Error(`uploading ${fileName} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as { id: number; source_url: string }
}

/**
 * An author uploads `qx-probe-….txt` holding JavaScript (through the REST media endpoint, as an administrator)
 * and publishes a page naming it with traversal suffixes, as text and as images: a fragment and a query that
 * a download drops while a file name keeps them, and an escape that does not decode (`%E0`).
 */
export async function publishHostileContent(): Promise<HostileContent> {
  const marker = `qx-probe-${unique()}`
  const media = await uploadMedia(
    `${marker}.txt`,
    'text/plain',
    `/* ${marker} */ document.title = 'overgenomen'\n`,
  )
  const upload = new URL(media.source_url).pathname
  const refusedPaths = [
    `${upload}#/../../../../../qx-overwrite.js`,
    `${upload}?/../../../../../over-ons/index.html`,
    `${upload.replace(/\/[^/]*$/, '')}/qx-%E0.png`,
  ]
  const page = await asAdmin<{ id: number }>('/wp/v2/pages', {
    method: 'POST',
    body: {
      title: 'Proef van een auteur',
      status: 'publish',
      content: refusedPaths
        .map((sitePath) => `<p>Zie ${sitePath}</p><img src="${sitePath}" alt="">`)
        .join('\n'),
    },
  })
  return { marker, refusedPaths, pageId: page.id, mediaId: media.id }
}

export async function removeHostileContent(content: HostileContent): Promise<void> {
  await asAdmin(`/wp/v2/pages/${content.pageId}?force=true`, { method: 'DELETE' })
  await asAdmin(`/wp/v2/media/${content.mediaId}?force=true`, { method: 'DELETE' })
}

/** A seeded vacancy given a password, as an editor does in the block editor; `null` takes it away again. */
export const setCareerPassword = (id: number, password: string | null) =>
  asAdmin(`/wp/v2/careers/${id}`, { method: 'POST', body: { password: password ?? '' } })

/**
 * What an ordinary author got wrong: a page showing an image that is not there, in its text and as its featured
 * image; an activity dated in words; an activity whose registration link an import wrote with ftp:; two products
 * each under the other; a product whose image file no longer decodes.
 */
export interface AuthorMistakes {
  /** a page whose text shows a missing upload: published without that image */
  page: { id: number; path: string; missingUpload: string }
  /** the page's featured image: a media item whose file is gone from the uploads folder */
  media: { id: number; title: string }
  /** an activity whose start an import wrote as free text: in no agenda, calendar file or Event data */
  activity: { id: number; title: string }
  /** an activity whose registration link is ftp://…: published without the link */
  ftpLink: { id: number; title: string }
  /** two products, each the other's parent: both left out */
  cycle: Array<{ id: number; title: string }>
  /** a product whose featured image's file was overwritten with bytes that are no image: published without it */
  brokenImage: { productId: number; media: { id: number; title: string } }
}

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** A media item in the library whose file was then deleted from the uploads folder (by hand, or lost in a move). */
async function mediaWithoutFile(): Promise<AuthorMistakes['media']> {
  const title = `verdwenen-foto-${unique()}`
  const media = await uploadMedia(`${title}.png`, 'image/png', TINY_PNG)
  const uploads = path.join(ROOT, process.env.CMS_STATE_DIR ?? '.cms', 'wp-content/uploads')
  rmSync(path.join(uploads, new URL(media.source_url).pathname.replace(/^\/wp-content\/uploads\//, '')))
  return { id: media.id, title }
}

export async function publishAuthorMistakes(): Promise<AuthorMistakes> {
  const missingUpload = `/wp-content/uploads/2026/01/verdwenen-${unique()}.png`
  const media = await mediaWithoutFile()
  const page = await asAdmin<{ id: number; link: string }>('/wp/v2/pages', {
    method: 'POST',
    body: {
      title: 'Pagina met een verdwenen afbeelding',
      status: 'publish',
      featured_media: media.id,
      content: `<p>Deze tekst blijft staan.</p><figure><img src="${CMS_URL}${missingUpload}" alt="Verdwenen"></figure>`,
    },
  })
  const title = `Activiteit zonder datum ${unique()}`
  const activity = await asAdmin<{ id: number }>('/wp/v2/activities', {
    method: 'POST',
    body: { title, status: 'publish' },
  })
  // Past the editor's date check, as an import or another plugin writes it.
  execFileSync(
    'php',
    [path.join(ROOT, 'cms/local/write-field.php'), String(activity.id), 'start', 'volgende week'],
    { env: cmsPhpEnvironment() },
  )
  return {
    page: { id: page.id, path: new URL(page.link).pathname, missingUpload },
    media,
    activity: { id: activity.id, title },
    ftpLink: await activityWithFtpLink(),
    cycle: await productsInACycle(),
    brokenImage: await productWithBrokenImage(),
  }
}

const php = (script: string, ...args: string[]) =>
  execFileSync('php', [path.join(ROOT, script), ...args], { env: cmsPhpEnvironment() })

const publish = (list: string, body: Record<string, unknown>) =>
  asAdmin<{ id: number }>(`/wp/v2/${list}`, { method: 'POST', body: { status: 'publish', ...body } })

async function activityWithFtpLink(): Promise<AuthorMistakes['ftpLink']> {
  const title = `Activiteit met een ftp-link ${unique()}`
  const activity = await publish('activities', { title })
  php('cms/local/write-field.php', String(activity.id), 'start', '2026-12-10 14:00:00')
  // esc_url_raw keeps ftp:, so the field box would store it too; the build leaves the link out.
  php('cms/local/write-field.php', String(activity.id), 'registration_url', 'ftp://example.com/aanmelden')
  return { id: activity.id, title }
}

async function productsInACycle(): Promise<AuthorMistakes['cycle']> {
  const titles = [`Kring A ${unique()}`, `Kring B ${unique()}`]
  const [a, b] = await Promise.all(titles.map((title) => publish('products', { title })))
  php('tests/publish/support/write-parent.php', String(a!.id), String(b!.id))
  php('tests/publish/support/write-parent.php', String(b!.id), String(a!.id))
  return [
    { id: a!.id, title: titles[0]! },
    { id: b!.id, title: titles[1]! },
  ]
}

async function productWithBrokenImage(): Promise<AuthorMistakes['brokenImage']> {
  const title = `kapotte-foto-${unique()}`
  const media = await uploadMedia(`${title}.png`, 'image/png', TINY_PNG)
  const uploads = path.join(ROOT, process.env.CMS_STATE_DIR ?? '.cms', 'wp-content/uploads')
  const file = path.join(uploads, new URL(media.source_url).pathname.replace(/^\/wp-content\/uploads\//, ''))
  // The file is still there, with bytes no decoder reads (a failed copy, a disk error).
  writeFileSync(file, Buffer.from('Dit is geen afbeelding meer.'.repeat(40)))
  const product = await publish('products', {
    title: `Product met een kapotte foto ${unique()}`,
    featured_media: media.id,
  })
  return { productId: product.id, media: { id: media.id, title } }
}

export async function removeAuthorMistakes(mistakes: AuthorMistakes): Promise<void> {
  const { page, media, activity, ftpLink, cycle, brokenImage } = mistakes
  await asAdmin(`/wp/v2/pages/${page.id}?force=true`, { method: 'DELETE' })
  await asAdmin(`/wp/v2/media/${media.id}?force=true`, { method: 'DELETE' })
  for (const id of [activity.id, ftpLink.id])
    await asAdmin(`/wp/v2/activities/${id}?force=true`, { method: 'DELETE' })
  for (const id of [...cycle.map((item) => item.id), brokenImage.productId]) {
    await asAdmin(`/wp/v2/products/${id}?force=true`, { method: 'DELETE' })
  }
  await asAdmin(`/wp/v2/media/${brokenImage.media.id}?force=true`, { method: 'DELETE' })
}
