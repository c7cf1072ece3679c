/**
 * The security headers every answer of the site carries, whatever its path: the header table (header-table.ts)
 * gives them to nginx and Netlify, and the preview server's own pages and the drafts it passes on carry them too.
 * The content security policy is apart: it depends on the build's sources (header-table.ts).
 */

/**
 * Browser features the site never uses, off for the site and anything it embeds: every feature Chromium knows in
 * this header that a marketing site with a contact form has no use for. Features Chromium does not know there
 * (bluetooth, battery, ambient-light-sensor, document-domain, web-share) are left out: they would have no effect
 * and fill every page's console with warnings (tests/hosting/csp.spec.ts fails on them). What an embedded video may use stays on (the
 * source plugin's IFRAME_ALLOW: accelerometer, encrypted-media, gyroscope, picture-in-picture, fullscreen).
 */
export const UNUSED_FEATURES = [
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'gamepad',
  'geolocation',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const

export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ')

/** Lower-case names, as Gatsby's own default headers are. */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  // Files are what their content type says: no guessing a script out of an upload.
  { key: 'x-content-type-options', value: 'nosniff' },
  // Other sites see where a visitor came from (the origin) but not which page.
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  // No other site may show these pages in a frame (older browsers; frame-ancestors for the rest).
  { key: 'x-frame-options', value: 'DENY' },
  // HTTPS only, for a year, once a browser has seen the site over HTTPS. Not for other subdomains: they are not
  // all this site's (the webinar host, for one).
  { key: 'strict-transport-security', value: 'max-age=31536000' },
  // A window the site opens, or that opens it, gets no handle on the other (no window.opener across sites).
  { key: 'cross-origin-opener-policy', value: 'same-origin' },
  // Another site may not load the site's files into its own pages (Spectre-style reads); its subdomains may.
  { key: 'cross-origin-resource-policy', value: 'same-site' },
  // No Flash or PDF plug-in may read a cross-domain policy file from the site.
  { key: 'x-permitted-cross-domain-policies', value: 'none' },
  { key: 'permissions-policy', value: PERMISSIONS_POLICY },
]
