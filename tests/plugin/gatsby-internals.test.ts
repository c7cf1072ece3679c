import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {
  AVIF_EFFORT,
  generateImageData,
  lowerAvifEffortDefault,
} from '../../plugins/gatsby-source-wp-rest/src/gatsby-internals'

/** The source plugin's internals (its src/gatsby-internals.ts), read in the installed packages. */
const modules = path.resolve(__dirname, '../../node_modules')

describe('the framework internals the source plugin relies on are still there', () => {
  it('the Gatsby CLI names the command it runs in gatsby_executing_command', () => {
    expect(readFileSync(path.join(modules, 'gatsby-cli/lib/create-cli.js'), 'utf8')).toContain(
      'process.env.gatsby_executing_command = command',
    )
  })

  it('gatsby build gives each build an id, and hands it to its query workers', () => {
    const read = (file: string) => readFileSync(path.join(modules, 'gatsby/dist', file), 'utf8')
    expect(read('commands/build.js')).toMatch(/global\.__GATSBY = \{\s*buildId:/)
    expect(read('utils/worker/pool.js')).toMatch(
      /GATSBY_NODE_GLOBALS: JSON\.stringify\(\(_global\$__GATSBY = global\.__GATSBY\)/,
    )
    expect(read('utils/worker/child/index.js')).toContain(
      'global.__GATSBY = process.env.GATSBY_NODE_GLOBALS ? JSON.parse(process.env.GATSBY_NODE_GLOBALS) : {}',
    )
  })

  it('gatsby-plugin-sharp still exports generateImageData', () => {
    expect(typeof generateImageData).toBe('function')
  })

  it('gatsby-plugin-sharp hands sharp’s avif() a quality and no effort, so the plugin’s default is what applies', () => {
    const processFile = readFileSync(path.join(modules, 'gatsby-plugin-sharp/process-file.js'), 'utf8')
    expect(processFile).toMatch(/\.avif\(\{\s*quality: transformArgs\.quality,\s*force: [^}]*\}\)/)
  })

  it('sharp’s avif() then encodes at the plugin’s effort, unless its caller names one', () => {
    // sharp keeps the effort in its options (lib/output.js); an upgrade that renames it fails here.
    type Options = { options: { heifEffort: number } }
    const effortOf = (image: unknown) => (image as Options).options.heifEffort
    expect(effortOf(sharp().avif({ quality: 70 }))).toBe(4)
    lowerAvifEffortDefault()
    lowerAvifEffortDefault()
    expect(effortOf(sharp().avif({ quality: 70 }))).toBe(AVIF_EFFORT)
    expect(effortOf(sharp().avif())).toBe(AVIF_EFFORT)
    expect(effortOf(sharp().avif({ quality: 70, effort: 6 }))).toBe(6)
  })
})
