import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode, Node } from 'gatsby'
import { ERROR_CODES, registerErrorMap } from './error-codes'
import { downloadMedia } from './fetch/download'
import { downloadSettings, resolveSettings, type SourceSettings } from './plugin-options'
import { mapConcurrent } from './source/map-concurrent'

const UPLOAD_PATH = /\/wp-content\/uploads\/[^"'\s,)<>]+/g

/** The node fields that hold sanitised CMS HTML. */
const HTML_FIELDS = ['content', 'introText'] as const

/** Every `/wp-content/uploads/…` path that sanitised CMS HTML refers to (inline images). */
export function uploadPathsIn(nodes: readonly Node[]): string[] {
  const found = new Set<string>()
  for (const node of nodes) {
    for (const field of HTML_FIELDS) {
      const html = node[field]
      if (typeof html === 'string') for (const match of html.match(UPLOAD_PATH) ?? []) found.add(match)
    }
  }
  return [...found].sort()
}

async function publishUpload(uploadPath: string, settings: SourceSettings, publicDir: string): Promise<void> {
  const relative = decodeURIComponent(uploadPath).replace(/^\/+/, '')
  const target = path.resolve(publicDir, relative)
  if (!target.startsWith(`${path.resolve(publicDir)}${path.sep}`))
    throw new Error(`Refusing upload path ${uploadPath}`)
  await mkdir(path.dirname(target), { recursive: true })
  if (settings.baseUrl === null) {
    await copyFile(path.join(settings.snapshotDir, relative), target).catch(() => {
      throw new Error(`Inline image ${uploadPath} is not in the snapshot (${settings.snapshotDir}).`)
    })
    return
  }
  // Through the same retrying fetch as the lists, with the same size cap as other media.
  const { bytes } = await downloadMedia(
    `${settings.baseUrl}${uploadPath}`,
    downloadSettings(settings.baseUrl, settings),
  )
  await writeFile(target, bytes)
}

/**
 * Inline images in CMS HTML are served with the site (their URLs became site paths), so pages never depend on
 * the CMS being reachable by visitors. Only the files the content uses are copied or downloaded.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodes, reporter }, options) => {
  registerErrorMap(reporter)
  const settings = resolveSettings(options)
  const ownNodes = getNodes().filter((node) => node.internal.owner === 'gatsby-source-wp-rest')
  const uploads = uploadPathsIn(ownNodes)
  try {
    await mapConcurrent(uploads, settings.concurrency, (uploadPath) =>
      publishUpload(uploadPath, settings, path.resolve('public')),
    )
  } catch (error) {
    reporter.panic({
      id: ERROR_CODES.image,
      context: { sourceMessage: error instanceof Error ? error.message : String(error) },
    })
  }
}
