import type { GatsbyNode } from 'gatsby'
import { mediaTypes } from './image/media-type'
import type { MediaOrigin } from './image/local-image-file'
import { downloadSettings, resolveSettings } from './plugin-options'
import { linkByIdExtension } from './schema/link-by-id'
import { typeDefinitions } from './schema/type-defs'
import { readSnapshotMeta } from './snapshot/snapshot-source'

/**
 * The schema is declared, not inferred (@dontInfer everywhere): a field that is empty on every item keeps its
 * type, so queries never break on content.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = async (args, options) => {
  const { actions, schema, cache, reporter, pathPrefix, createNodeId } = args as typeof args & {
    pathPrefix?: string
  }
  const settings = resolveSettings(options)
  let origin: MediaOrigin
  if (settings.baseUrl === null) {
    const { cmsUrl } = await readSnapshotMeta(settings.snapshotDir)
    const download = downloadSettings(cmsUrl, settings)
    origin = { kind: 'snapshot', snapshotDir: settings.snapshotDir, cmsUrl, download }
  } else {
    origin = { kind: 'cms', download: downloadSettings(settings.baseUrl, settings) }
  }
  actions.createFieldExtension(linkByIdExtension(createNodeId))
  actions.createTypes([
    typeDefinitions(),
    ...mediaTypes({ schema, origin, cache, reporter, pathPrefix: pathPrefix ?? '' }),
  ])
}
