import { colors, fonts, fontWeights, radii, space } from '../design/tokens'

export const OFFLINE_PAGE_PATH = '/offline.html'

/** The offline page's one inline script (the build's CSP check knows it by this text): retry and reload. */
export const OFFLINE_PAGE_SCRIPT = `
document.getElementById('retry').addEventListener('click', function () { location.reload() })
window.addEventListener('online', function () { location.reload() })
`

/**
 * The page the service worker shows for a page that was never visited while the visitor is offline. Plain HTML
 * with inline styles and no site scripts: it must work with nothing else in the cache, and Gatsby's router would
 * otherwise rewrite the address to the offline page's own path. It reloads itself when the connection returns.
 * `logoSvg`: the site's icon (static/favicon.svg), inlined.
 */
export const offlinePageHtml = (siteName: string, logoSvg: string): string => `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${colors.blueDark}">
<title>Geen internetverbinding | ${siteName}</title>
<style>
body { margin: 0; font-family: ${fonts.body}; color: ${colors.text}; background: ${colors.surface}; line-height: 1.5; }
main { max-width: 36rem; margin: 0 auto; padding: ${space.xxl} ${space.md}; text-align: center; }
h1 { color: ${colors.blueDark}; font-size: 2rem; line-height: 1.2; margin: ${space.lg} 0 ${space.md}; }
button, a { font: inherit; font-weight: ${fontWeights.bold}; border-radius: ${radii.round}; padding: ${space.xs} ${space.lg}; display: inline-block; margin: ${space.xs}; min-height: 44px; box-sizing: border-box; }
button { border: 2px solid ${colors.blue}; background: ${colors.blue}; color: ${colors.onBlue}; cursor: pointer; }
a { border: 2px solid ${colors.blue}; color: ${colors.blue}; text-decoration: none; }
button:focus-visible, a:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
.logo svg { width: 72px; height: 72px; }
</style>
</head>
<body>
<main>
<div class="logo" aria-hidden="true">${logoSvg.trim()}</div>
<h1>U bent offline</h1>
<p>Deze pagina is nog niet op dit apparaat bewaard, dus we kunnen hem zonder internetverbinding niet tonen. Pagina's die u eerder heeft bekeken, kunt u wel openen.</p>
<p>Controleer uw verbinding en probeer het opnieuw. Zodra u weer online bent, laden we de pagina vanzelf.</p>
<p><button type="button" id="retry">Opnieuw proberen</button> <a href="/">Naar de homepage</a></p>
</main>
<script>${OFFLINE_PAGE_SCRIPT}</script>
</body>
</html>
`
