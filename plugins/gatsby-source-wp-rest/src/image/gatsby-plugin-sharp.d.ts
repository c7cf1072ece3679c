// gatsby-plugin-sharp ships no type declarations; this is the one function this plugin calls.
declare module 'gatsby-plugin-sharp' {
  import type { GatsbyCache, Reporter } from 'gatsby'
  import type { IGatsbyImageData } from 'gatsby-plugin-image'

  export interface SharpFileInput {
    absolutePath: string
    extension: string
    name: string
    base: string
    relativePath: string
    internal: { contentDigest: string }
  }

  export function generateImageData(input: {
    file: SharpFileInput
    args: Record<string, unknown>
    pathPrefix: string
    reporter: Reporter
    cache: GatsbyCache
  }): Promise<IGatsbyImageData | undefined>
}
