/*
 * Local stand-in for Google Tag Manager's gtm.js in the benchmark: it reads the data layer as a container
 * with no tags would, and marks the container as loaded.
 */
;(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || [])
  window.google_tag_manager = { dataLayer: { gtmLoad: true } }
  dataLayer.push({ event: 'gtm.load' })
})()
