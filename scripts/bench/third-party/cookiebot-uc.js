/*
 * Local stand-in for Cookiebot's uc.js in the benchmark. It does what the real script does that a page
 * visitor notices: a consent bar at the bottom of the screen, the `Cookiebot` object, and a consent update in
 * the data layer once a choice is made. Sized like the real bar so Lighthouse sees a comparable page.
 */
;(function () {
  var bar = document.createElement('div')
  bar.setAttribute('role', 'region')
  bar.setAttribute('aria-label', 'Cookievoorkeuren')
  bar.style.cssText =
    'position:fixed;left:0;right:0;bottom:0;z-index:50;background:#fff;color:#1b1b1b;padding:12px 16px;' +
    'box-shadow:0 -2px 12px rgba(0,0,0,.15);font:14px/1.4 system-ui,sans-serif;display:flex;flex-wrap:wrap;' +
    'gap:8px;align-items:center'
  var text = document.createElement('p')
  text.style.cssText = 'margin:0;flex:1 1 16rem'
  text.textContent = 'Wij gebruiken cookies om het gebruik van de site te meten.'
  bar.appendChild(text)
  function choice(label, granted) {
    var button = document.createElement('button')
    button.type = 'button'
    button.textContent = label
    button.style.cssText =
      'font:inherit;padding:8px 12px;border-radius:4px;border:1px solid #0d2c54;cursor:pointer;' +
      (granted ? 'background:#0d2c54;color:#fff' : 'background:#fff;color:#0d2c54')
    button.addEventListener('click', function () {
      var state = granted ? 'granted' : 'denied'
      window.dataLayer = window.dataLayer || []
      window.dataLayer.push(['consent', 'update', { analytics_storage: state, ad_storage: state }])
      window.Cookiebot.consented = granted
      bar.remove()
    })
    bar.appendChild(button)
  }
  choice('Alleen noodzakelijk', false)
  choice('Alles toestaan', true)
  window.Cookiebot = { consented: false, consent: { necessary: true, statistics: false, marketing: false } }
  document.body.appendChild(bar)
})()
