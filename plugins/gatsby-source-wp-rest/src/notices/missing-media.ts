import type { GatsbyCache, GatsbyNode } from 'gatsby'
import { recordItemNotices, type ItemNotice } from './item-notices'

/**
 * Featured images are fetched when a page's query asks for them, and an incremental build runs a query again only
 * when its data changed. A missing image would be noticed once, in the build that first ran the query, and the
 * editor's list would lose it at the next build although the image is still missing. So what each query found is
 * kept per media item in the plugin's cache (shared by Gatsby's query workers) until a query finds the image again,
 * and every build lists the media items still missing.
 */
const keyOf = (mediaId: number) => `missing-media v1 ${mediaId}`

type NoticeCache = Pick<GatsbyCache, 'get' | 'set' | 'del'>

export async function noteMediaMissing(
  cache: NoticeCache,
  mediaId: number,
  notice: ItemNotice,
): Promise<void> {
  await cache.set(keyOf(mediaId), notice)
}

export async function noteMediaFound(cache: NoticeCache, mediaId: number): Promise<void> {
  await cache.del(keyOf(mediaId))
}

const isNotice = (value: unknown): value is ItemNotice =>
  typeof value === 'object' && value !== null && 'problem' in value && 'restType' in value

/** The notices of the media items that exist now and were missing when a query last asked for them. */
export async function stillMissingMedia(
  cache: NoticeCache,
  mediaIds: readonly number[],
): Promise<ItemNotice[]> {
  const stored: unknown[] = await Promise.all(mediaIds.map((mediaId) => cache.get(keyOf(mediaId))))
  return stored.filter(isNotice)
}

/** After each build: the missing images noted, in this build or in an earlier one whose queries still hold. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ cache, getNodesByType, reporter }) => {
  const mediaIds = getNodesByType('WpMedia').flatMap((node) =>
    typeof node.databaseId === 'number' ? [node.databaseId] : [],
  )
  recordItemNotices(
    (message) => reporter.warn(`gatsby-source-wp-rest: ${message}`),
    await stillMissingMedia(cache, mediaIds),
  )
}
