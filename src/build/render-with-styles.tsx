import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { ReplaceRendererArgs } from 'gatsby'
import { renderToString } from 'react-dom/server'

/**
 * Server rendering with every style the page uses in <head>.
 *
 * Without this, Emotion writes a <style> element in front of each styled element in the body: invalid HTML
 * (a <style> in <ol> or <p>), and styles that arrive piece by piece while the page parses. Here the page is
 * rendered with its own cache, and the styles it used are extracted into <head>. The browser's default
 * cache (key "css") finds them there by their `data-emotion` attribute and does not insert them again.
 * `data-s` tells that cache the elements are already where they belong: without it, Emotion moves each one
 * to the end of <head> as the app starts, which makes the browser recalculate the page's styles.
 */
export function renderWithStylesInHead({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}: Pick<ReplaceRendererArgs, 'bodyComponent' | 'replaceBodyHTMLString' | 'setHeadComponents'>): void {
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  setHeadComponents(
    styles
      .filter((style) => style.css !== '')
      .map((style) => (
        <style
          key={`${style.key}-${style.ids.join('-')}`}
          data-emotion={`${style.key} ${style.ids.join(' ')}`}
          data-s=""
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  )
  replaceBodyHTMLString(html)
}
