<?php
/**
 * The contact form posts from the site's own address to this CMS. Browsers only allow that when the CMS says
 * so: answer the site's origin (TANDEM_SITE_ORIGIN, comma-separated, or * for any) on the form's route.
 */

defined('ABSPATH') || exit;

function tandem_allowed_origins(): array
{
    $configured = defined('TANDEM_SITE_ORIGIN') ? TANDEM_SITE_ORIGIN : (string) get_option('tandem_site_origin', '');
    return array_filter(array_map('trim', explode(',', $configured)));
}

add_filter('rest_pre_serve_request', function (bool $served, $result, WP_REST_Request $request): bool {
    if (!str_starts_with($request->get_route(), '/gf/v2/forms/')) {
        return $served;
    }
    $origin = get_http_origin();
    $allowed = tandem_allowed_origins();
    if ($origin && (in_array('*', $allowed, true) || in_array($origin, $allowed, true))) {
        header('Access-Control-Allow-Origin: ' . $origin);
        header('Access-Control-Allow-Methods: POST, OPTIONS');
        header('Access-Control-Allow-Headers: Content-Type, Accept');
        header('Vary: Origin');
    }
    return $served;
}, 20, 3);
