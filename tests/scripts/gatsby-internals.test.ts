import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  EMOTION_STYLE_IN_PLACE_ATTRIBUTE,
  GATSBY_PAGE_WRAPPER_ID,
  GATSBY_INLINE_SCRIPTS,
  GATSBY_ROOT_ID,
  GATSBY_SCRIPTS_SLICE_ID,
  SSR_PLUGINS_WITH_SCRIPTS,
  WEBPACK_STATS_FILE,
} from '../../src/lib/gatsby-internals'

/**
 * Each internal of src/lib/gatsby-internals.ts, read in the installed packages: an upgrade that renames or drops
 * one fails here, before the site breaks in a browser or a build. The source plugin's: tests/plugin.
 */
const modules = path.resolve(__dirname, '../../node_modules')
const source = (file: string) => readFileSync(path.join(modules, file), 'utf8')

describe('the framework internals the site relies on are still there', () => {
  it('Gatsby renders the app into an element with the root id', () => {
    expect(source('gatsby/cache-dir/default-html.js')).toContain(`id="${GATSBY_ROOT_ID}"`)
  })

  it('Gatsby wraps every page in the page wrapper', () => {
    expect(source('gatsby/cache-dir/root.js')).toContain(`id="${GATSBY_PAGE_WRAPPER_ID}"`)
    expect(source('gatsby/cache-dir/static-entry.js')).toContain(`id="${GATSBY_PAGE_WRAPPER_ID}"`)
  })

  it("Gatsby's build writes the chunks of each entry to the stats file", () => {
    // writeFile(path.join(`public`, `webpack.stats.json`), …)
    expect(source('gatsby/dist/utils/gatsby-webpack-stats-extractor.js')).toContain(
      `join(\`public\`, \`${WEBPACK_STATS_FILE}\`)`,
    )
  })

  it("Emotion's browser cache leaves styles with the in-place attribute where they are", () => {
    expect(source('@emotion/cache/dist/emotion-cache.browser.cjs.js')).toContain(
      `style[data-emotion]:not([${EMOTION_STYLE_IN_PLACE_ATTRIBUTE}])`,
    )
  })

  it("Gatsby's inline scripts are written as the host rules' patterns expect", () => {
    const pageEntry = source('gatsby/cache-dir/static-entry.js')
    const slices = source('gatsby/dist/utils/gatsby-webpack-stats-extractor.js')
    // Each script as Gatsby's own template writes it, with the data its template puts in.
    expect(pageEntry).toContain('`/*<![CDATA[*/window.pagePath=${JSON.stringify(')
    expect(slices).toContain('`window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`')
    expect(slices).toContain('`<script>window.___webpackCompilationHash="${stats.hash}";</script>`')
    const written = [
      `/*<![CDATA[*/window.pagePath=${JSON.stringify('/agenda/')};/*]]>*/`,
      `\n            window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ['/app-1.js'] }))};\n          `,
      'window.___webpackCompilationHash="0123abcd";',
    ]
    expect(written.map((text) => GATSBY_INLINE_SCRIPTS.some(({ pattern }) => pattern.test(text)))).toEqual([
      true,
      true,
      true,
    ])
  })

  it('Gatsby writes its scripts into every built page as the slice the build holds back until the first paint', () => {
    expect(source('gatsby/cache-dir/static-entry.js')).toContain(`sliceId: \`${GATSBY_SCRIPTS_SLICE_ID}\``)
    // …whose HTML (the chunk map, the build's hash and a <script async> per chunk) Gatsby stitches in afterwards.
    expect(source('gatsby/dist/utils/gatsby-webpack-stats-extractor.js')).toContain(
      `\`${GATSBY_SCRIPTS_SLICE_ID}-1.html\``,
    )
  })

  it('the plugins whose inline scripts the host rules ask for still write them in onRenderBody', () => {
    for (const plugin of SSR_PLUGINS_WITH_SCRIPTS) {
      expect(source(`${plugin}/gatsby-ssr.js`)).toContain('exports.onRenderBody = onRenderBody')
    }
  })
})
