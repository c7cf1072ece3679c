<?php
/**
 * CORS exactly as configured. The contact form posts from the site's own address to this CMS; browsers allow
 * that only when the CMS says so. WordPress core's own CORS filter answers *any* origin with that origin and
 * `Access-Control-Allow-Credentials: true`; it is removed, and the REST API answers the configured site
 * origin(s) only (TANDEM_SITE_ORIGIN in wp-config.php, or "Adres van de website" under Instellingen →
 * Website; `*` allows any origin), never with credentials. A request from any other origin gets no CORS
 * headers at all, so a browser on another site cannot read the answer.
 */

defined('ABSPATH') || exit;

/** localhost, 127.x.x.x or [::1], with or without a port */
function tandem_is_loopback_host(string $host): bool
{
    $host = strtolower((string) preg_replace('/:\d+$/', '', $host));
    return $host === 'localhost' || $host === '[::1]' || preg_match('/^127(\.\d{1,3}){3}$/', $host) === 1;
}

/**
 * Whether this WordPress is a CMS on this machine only: its home address is on loopback, and so is the host
 * the request came to (a browser elsewhere names the public host, whatever the database says).
 */
function tandem_is_loopback_install(): bool
{
    if (!tandem_is_loopback_host((string) wp_parse_url(home_url(), PHP_URL_HOST))) {
        return false;
    }
    return !isset($_SERVER['HTTP_HOST']) || tandem_is_loopback_host((string) $_SERVER['HTTP_HOST']);
}

/**
 * @return string[] the configured origins; `*` (any origin) only on a CMS on this machine: the local CMS
 * stores `*` in its database, and a copy of that database on a public host must not open it to every site
 */
function tandem_allowed_origins(): array
{
    $origins = tandem_contact_list('tandem_site_origin');
    return tandem_is_loopback_install() ? $origins : array_values(array_diff($origins, ['*']));
}

/** The value of Access-Control-Allow-Origin for this request's origin, or null for none. */
function tandem_cors_origin(string $origin): ?string
{
    $allowed = tandem_allowed_origins();
    if (in_array('*', $allowed, true)) {
        return '*';
    }
    return $origin !== '' && in_array(rtrim($origin, '/'), $allowed, true) ? $origin : null;
}

// Core adds its reflecting filter on rest_api_init (priority 10); it is taken out again right after.
add_action('rest_api_init', function (): void {
    remove_filter('rest_pre_serve_request', 'rest_send_cors_headers');
}, 20);

add_filter('rest_pre_serve_request', function (bool $served): bool {
    $origin = (string) get_http_origin();
    $allowed = $origin === '' ? null : tandem_cors_origin($origin);
    if ($allowed !== null) {
        header('Access-Control-Allow-Origin: ' . $allowed);
        header('Access-Control-Allow-Methods: GET, POST, OPTIONS');
        header('Access-Control-Allow-Headers: Content-Type, Accept');
        header('Access-Control-Max-Age: 600');
    } else {
        // Core's server sends these on every answer; without an allowed origin they only add noise.
        header_remove('Access-Control-Allow-Headers');
        header_remove('Access-Control-Expose-Headers');
    }
    if ($origin !== '') {
        header('Vary: Origin', false);
    }
    return $served;
}, 10);
