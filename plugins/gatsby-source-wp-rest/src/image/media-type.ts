import type { GatsbyCache, NodePluginSchema, Reporter } from 'gatsby'
import type { MediaOrigin } from './local-image-file'
import { mediaImageData, mediaIsUsable, type MediaSource } from './media-image-data'

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
        usable: {
          type: 'Boolean!',
          description:
            'Whether the image can be shown (its file is there and is an image the site can process)',
          resolve: (media: MediaSource) => mediaIsUsable(media, { origin, cache, reporter, pathPrefix }),
        },
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
          resolve: (media: MediaSource, args: Record<string, unknown>) =>
            mediaImageData(media, args, { origin, cache, reporter, pathPrefix }),
        },
      },
    }),
  ]
}
