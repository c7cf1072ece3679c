import { readFileSync } from 'node:fs'
import path from 'node:path'
import { generateImageData } from '../../plugins/gatsby-source-wp-rest/src/gatsby-internals'

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
})
