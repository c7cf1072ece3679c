import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { builtHtmlFiles } from './built-html-files'

/**
 * Gatsby ends every page with <script async> elements for its app (written by its webpack stats extractor
 * exactly in this form). Chrome runs such a script as soon as it has arrived, so on a fast connection the
 * app's start-up, its longest task, runs before the first paint: the page stays blank until it is done, and
 * Lighthouse counts all of the app's download and start-up towards the largest paint.
 *
 * After the build the same scripts are started by a small inline script once the page has been painted.
 * Preload links at low priority take their place in the HTML, so the downloads start as early as before
 * without competing with the page's main image.
 */
const GATSBY_APP_SCRIPTS = /(?:<script src="[^"<>]+" async><\/script>)+/

/** Where the inline script keeps an install offer that came before the app started. */
const EARLY_INSTALL_OFFER = '___installOfferBeforeStart'

/** At the latest this long after the page was parsed the app starts, painted or not. */
export const START_AT_THE_LATEST_MS = 2000

/**
 * The inline script: adds the app's scripts once the browser reports the first paint (the `paint` entry comes
 * when the frame is on screen; on a busy phone that can be well after the frame was drawn, so a frame callback
 * alone is too early). Without paint timing it waits two frames. A tab opened in the background paints nothing
 * until it is shown: there the app starts at once.
 *
 * Until the app runs, the browser's offer to install the site is kept for it (see lib/pwa/install-prompt.ts).
 */
export function appStartScript(sources: readonly string[]): string {
  // `<` escaped, so no source could close the <script> element.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c')
  return `(function(){
var sources=${list},started=false;
addEventListener("beforeinstallprompt",function(event){event.preventDefault();window.${EARLY_INSTALL_OFFER}=event});
function start(){if(started)return;started=true;sources.forEach(function(src){var script=document.createElement("script");script.src=src;document.body.appendChild(script)})}
function afterFrame(next){requestAnimationFrame(function(){setTimeout(next)})}
if(document.visibilityState!=="visible")return start();
setTimeout(start,${START_AT_THE_LATEST_MS});
if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){
new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})
}else afterFrame(function(){afterFrame(start)})
})()`.replace(/\n/g, '')
}

/** Around what this file writes, so a later build can find and renew it (pages Gatsby did not write again). */
const BLOCK_START = '<!--app-scripts-->'
const BLOCK_END = '<!--/app-scripts-->'
const WRITTEN_BLOCK = new RegExp(`${BLOCK_START}.*?${BLOCK_END}`, 's')

function appScriptsBlock(sources: readonly string[]): string {
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low">`)
  return `${BLOCK_START}${preloads.join('')}<script>${appStartScript(sources)}</script>${BLOCK_END}`
}

const sourcesIn = (html: string, attribute: 'src' | 'href') =>
  [...html.matchAll(new RegExp(`${attribute}="([^"]+)"`, 'g'))].map((match) => match[1] ?? '')

/**
 * The page with its app scripts started after the first paint: Gatsby's script elements replaced, or what an
 * earlier build wrote here renewed. Null when the page is already as it should be or has no app scripts.
 */
export function startAppAfterFirstPaint(html: string): string | null {
  const gatsbyScripts = GATSBY_APP_SCRIPTS.exec(html)
  const written = WRITTEN_BLOCK.exec(html)
  const found = gatsbyScripts ?? written
  if (!found) return null
  const sources = gatsbyScripts ? sourcesIn(found[0], 'src') : sourcesIn(found[0], 'href')
  const block = appScriptsBlock(sources)
  if (found[0] === block) return null
  return html.replace(found[0], () => block)
}

/**
 * Every built page, rewritten where Gatsby wrote (or stitched) its scripts in this build; pages it left alone
 * were rewritten by an earlier build. Returns how many pages changed.
 */
export async function startAppAfterFirstPaintInPages(publicDir: string): Promise<number> {
  // Not Gatsby's scripts slice itself (in _gatsby/): Gatsby compares it with its own next build.
  const pages = builtHtmlFiles(publicDir).map((page) => path.join(publicDir, page))
  let changed = 0
  // In batches: 10,000 pages at once would open more files than the system allows.
  for (let start = 0; start < pages.length; start += 64) {
    await Promise.all(
      pages.slice(start, start + 64).map(async (page) => {
        const rewritten = startAppAfterFirstPaint(await readFile(page, 'utf8'))
        if (rewritten === null) return
        await writeFile(page, rewritten)
        changed += 1
      }),
    )
  }
  return changed
}
