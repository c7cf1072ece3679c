import type { GatsbyCache, NodePluginSchema, Reporter } from 'gatsby'
import { generateImageData } from '../gatsby-internals'
import type { ItemNotice } from '../notices/item-notices'
import { noteMediaFound, noteMediaMissing } from '../notices/missing-media'
import { localImageFile, MissingMediaError, type MediaOrigin } from './local-image-file'

interface MediaSource {
  databaseId: number
  filename: string
  url: string
  altText: string
}

/** The notice for a missing image: the media item, and what the pages that show it do without it. */
function missingImageNotice(media: MediaSource, error: MissingMediaError): ItemNotice {
  return {
    restType: 'media',
    id: media.databaseId,
    label: media.filename,
    outcome: 'cut',
    problem: `de afbeelding ${media.url} ontbreekt (${error.dutch}); de pagina's die haar tonen staan online zonder deze afbeelding.`,
  }
}

const enumValues = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).map(([name, value]) => [name, { value }]))

export interface MediaTypeContext {
  schema: NodePluginSchema
  origin: MediaOrigin
  cache: GatsbyCache
  reporter: Reporter
  pathPrefix: string
}

/**
 * WpMedia with a `gatsbyImageData` field for gatsby-plugin-image: responsive AVIF/WebP/JPEG with reserved
 * width and height, generated at build time from the original on the CMS (or in the snapshot).
 */
export function mediaTypes({ schema, origin, cache, reporter, pathPrefix }: MediaTypeContext) {
  return [
    schema.buildEnumType({
      name: 'WpImageLayout',
      values: enumValues({ FIXED: 'fixed', FULL_WIDTH: 'fullWidth', CONSTRAINED: 'constrained' }),
    }),
    schema.buildEnumType({
      name: 'WpImagePlaceholder',
      values: enumValues({ DOMINANT_COLOR: 'dominantColor', BLURRED: 'blurred', NONE: 'none' }),
    }),
    schema.buildEnumType({
      name: 'WpImageFormat',
      values: enumValues({ NO_CHANGE: '', AUTO: 'auto', JPG: 'jpg', PNG: 'png', WEBP: 'webp', AVIF: 'avif' }),
    }),
    schema.buildObjectType({
      name: 'WpMedia',
      interfaces: ['Node'],
      extensions: { dontInfer: {} },
      fields: {
        databaseId: 'Int!',
        url: 'String!',
        filename: 'String!',
        mimeType: 'String!',
        altText: 'String!',
        title: 'String!',
        width: 'Int!',
        height: 'Int!',
        gatsbyImageData: {
          type: 'GatsbyImageData',
          args: {
            layout: { type: 'WpImageLayout', defaultValue: 'constrained' },
            width: 'Int',
            height: 'Int',
            aspectRatio: 'Float',
            placeholder: { type: 'WpImagePlaceholder', defaultValue: 'dominantColor' },
            formats: { type: '[WpImageFormat]', defaultValue: ['auto', 'avif', 'webp'] },
            quality: { type: 'Int', defaultValue: 70 },
            sizes: 'String',
            breakpoints: '[Int]',
          },
          resolve: async (media: MediaSource, args: Record<string, unknown>) => {
            // The editor's notice is recorded after the build (notices/missing-media.ts), also by the builds
            // that do not run this query again.
            let file: Awaited<ReturnType<typeof localImageFile>>
            try {
              file = await localImageFile(media.url, origin, cache)
            } catch (error) {
              if (!(error instanceof MissingMediaError)) throw error
              await noteMediaMissing(cache, media.databaseId, missingImageNotice(media, error))
              return null
            }
            await noteMediaFound(cache, media.databaseId)
            return generateImageData({ file, args, pathPrefix, reporter, cache })
          },
        },
      },
    }),
  ]
}
