import { isValidElement, type ReactNode } from 'react'
import { GATSBY_SCRIPTS_SLICE_ID } from '../lib/gatsby-internals'

/** The <template> that holds Gatsby's scripts until the first paint. */
export const SCRIPTS_AFTER_FIRST_PAINT_ID = 'scripts-after-first-paint'

/**
 * The one inline script that starts Gatsby's scripts (the build's CSP check knows it by this text): once the
 * first frame has been painted (a task queued from the frame's callback runs after it), or at once in a page that
 * is not shown (a background tab or a prerender paints nothing, and its frames do not come). Written out, not
 * src/lib/dom/after-next-paint.ts: it runs before any bundle, and unlike that one it does not wait for a hidden tab.
 */
export const SCRIPTS_AFTER_FIRST_PAINT_SCRIPT = `(function () {
  var held = document.getElementById('${SCRIPTS_AFTER_FIRST_PAINT_ID}')
  function start() { document.body.appendChild(document.importNode(held.content, true)) }
  if (document.visibilityState === 'hidden') start()
  else requestAnimationFrame(function () { setTimeout(start, 0) })
})()`

const isScriptsSlice = (component: ReactNode): boolean =>
  isValidElement<{ sliceId?: unknown }>(component) && component.props.sliceId === GATSBY_SCRIPTS_SLICE_ID

/**
 * Gatsby's scripts, started after the page's first paint (onPreRenderHTML, on the body's end). Written as
 * `<script async>` at the end of the body, the browser's preload scanner requests them as the document arrives;
 * over a fast line they arrive while the page is still laid out for the first time, and their start (the framework,
 * the app) then runs before the first paint. Lighthouse's simulation counts every script that started before the
 * paint as one the paint waited for, and modelled the load of a slow phone with 90 KB of script before the first
 * frame: an LCP 1.5–1.95 × the bare page's. Held in a <template> (inert: not fetched, not run) and cloned into the
 * page after the first frame, they run after it; a slow line gives the document and the page's image the bandwidth
 * alone meanwhile. The slice's HTML is stitched in by Gatsby inside the template, unchanged. Measured cost: the
 * framework chunk's start, on a phone, was longer in one A/B (95–188 ms against 69–92); preloading the scripts at
 * once and starting them after the paint brought the simulated LCP's long runs back.
 *
 * Throws when a built page has no such slice: a Gatsby upgrade changed how it writes its scripts.
 */
export function scriptsAfterFirstPaint(postBody: readonly ReactNode[]): ReactNode[] {
  const index = postBody.findIndex(isScriptsSlice)
  if (index === -1) {
    throw new Error(
      `The page's body has no slice "${GATSBY_SCRIPTS_SLICE_ID}" (Gatsby's scripts): a Gatsby upgrade changed how ` +
        'it writes them; see src/lib/gatsby-internals.ts',
    )
  }
  return [
    ...postBody.slice(0, index),
    <template key={SCRIPTS_AFTER_FIRST_PAINT_ID} id={SCRIPTS_AFTER_FIRST_PAINT_ID}>
      {postBody[index]}
    </template>,
    <script
      key={`${SCRIPTS_AFTER_FIRST_PAINT_ID}-start`}
      dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_FIRST_PAINT_SCRIPT }}
    />,
    ...postBody.slice(index + 1),
  ]
}
