import { createHash } from 'node:crypto'

/** The preview server's own pages: the waiting page and the refusal. Dutch, plain HTML, readable without script. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1d2a3a;background:#f5f7fa}
main{max-width:36rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.5}`

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${head}
</head>
<body><main>${body}</main></body>
</html>
`
}

/** The waiting page's only script; the gate's policy allows it by its hash and nothing else. */
const WAITING_SCRIPT = `
(function () {
  var main = document.querySelector('main');
  var status = document.getElementById('preview-status');
  var started = Date.now();
  var slow = false;
  function poll() {
    fetch(main.getAttribute('data-status'), { credentials: 'same-origin', cache: 'no-store' })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.ready) { location.replace(answer.path); return; }
        if (answer.message) { status.textContent = answer.message; setTimeout(poll, 2000); return; }
        if (!slow && Date.now() - started > 30000) {
          slow = true;
          status.textContent = 'Dit duurt langer dan gewoonlijk. De voorvertoning blijft wachten op de nieuwste versie.';
        }
        setTimeout(poll, 500);
      })
      .catch(function () { setTimeout(poll, 1000); });
  }
  poll();
})();
`

/** The content security policy of the gate's own pages: their own style and the waiting page's script only. */
export const OWN_PAGE_POLICY = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(WAITING_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * Shown while the preview server fetches the item's latest version. It asks the status address until the
 * page is ready, then replaces itself with it (so Back returns to WordPress). Without script it reloads
 * itself, and the server sends it on once the page is ready.
 */
export function waitingPage(statusUrl: string, path: string): string {
  const script = `<script>${WAITING_SCRIPT}</script>`
  return page(
    'Preview wordt voorbereid',
    `<h1>Preview wordt voorbereid</h1>
<p id="preview-status" role="status">De nieuwste versie van ${escapeHtml(path)} wordt opgehaald. Dit duurt meestal een paar seconden; daarna opent de pagina vanzelf.</p>
${script}`,
    '<noscript><meta http-equiv="refresh" content="3"></noscript>',
  ).replace('<main>', `<main data-status="${escapeHtml(statusUrl)}">`)
}

const REFUSALS = {
  missing: 'Deze voorvertoning is alleen voor redacteuren. Open hem in WordPress met de knop Voorbeeld.',
  invalid:
    'Deze voorvertoningslink is niet geldig. Open de voorvertoning opnieuw in WordPress met de knop Voorbeeld.',
  expired:
    'Deze voorvertoningslink is verlopen. Open de voorvertoning opnieuw in WordPress met de knop Voorbeeld.',
  'other-item':
    'Deze voorvertoningslink geldt alleen voor het item waarvoor hij is gemaakt. Open een ander item in WordPress met de knop Voorbeeld.',
} as const

export type RefusalReason = keyof typeof REFUSALS

export const refusalMessage = (reason: RefusalReason) => REFUSALS[reason]

export function refusalPage(reason: RefusalReason): string {
  return page(
    'Geen toegang tot de voorvertoning',
    `<h1>Geen toegang</h1><p>${escapeHtml(REFUSALS[reason])}</p>`,
  )
}
