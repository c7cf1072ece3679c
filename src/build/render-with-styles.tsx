import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { ReplaceRendererArgs } from 'gatsby'
import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { EMOTION_STYLE_IN_PLACE_ATTRIBUTE } from '../lib/gatsby-internals'

const STYLE_IN_PLACE = { [EMOTION_STYLE_IN_PLACE_ATTRIBUTE]: '' }

/**
 * The page's HTML once everything in it has rendered, lazy components inside Suspense boundaries included
 * (React's renderToPipeableStream, as Gatsby renders without this hook). renderToString would write a
 * boundary's fallback instead of a lazy component's HTML. Any error fails the page's build, as Gatsby's own
 * rendering does.
 */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    })
  })
}

/**
 * Server rendering with every style the page uses in <head>.
 *
 * Without this, Emotion writes a <style> element in front of each styled element in the body: invalid HTML
 * (a <style> in <ol> or <p>), and styles that arrive piece by piece while the page parses. Here the page is
 * rendered with its own cache, and the styles it used are extracted into <head>. The browser's default
 * cache (key "css") finds them there by their `data-emotion` attribute and does not insert them again.
 * EMOTION_STYLE_IN_PLACE_ATTRIBUTE (`data-s`) tells that cache they are in <head> already: without it, Emotion
 * first moves each one to the end of <head> as the app starts, and each move makes the browser recalculate the
 * page's styles. (Its start-up still re-appends the page's style element once; docs/speed.md.)
 * `laterStyles`, the rules of what the page mounts only after its load, join them: mounting it then adds none.
 */
export async function renderWithStylesInHead({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  laterStyles = new Map(),
}: Pick<ReplaceRendererArgs, 'bodyComponent' | 'replaceBodyHTMLString' | 'setHeadComponents'> & {
  /** rules by Emotion's name of what the page mounts later: in the head too, those it has not used already */
  laterStyles?: ReadonlyMap<string, string>
}): Promise<void> {
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = await renderComplete(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  const chunks = styles.filter((style) => style.css !== '')
  const used = new Set(chunks.flatMap((style) => style.ids))
  const later = [...laterStyles].filter(([name]) => !used.has(name))
  if (later.length > 0) {
    chunks.push({
      key: 'css',
      ids: later.map(([name]) => name),
      css: later.map(([, rules]) => rules).join(''),
    })
  }
  setHeadComponents(
    chunks.map((style) => (
      <style
        key={`${style.key}-${style.ids.join('-')}`}
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        {...STYLE_IN_PLACE}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  )
  replaceBodyHTMLString(html)
}
