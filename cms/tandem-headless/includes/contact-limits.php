<?php
/**
 * Flood protection for the contact form. Every accepted submission (spam included) is stored as an entry, so
 * the entries of the last hour are the count: per address (a keyed hash of it, kept on the entry) and in
 * total. Counting what was stored needs no second bookkeeping that can drift from it, and unlike a transient
 * it cannot be evicted from an object cache by a flood. A database lock around "count, then store" makes the
 * limit exact even for requests that arrive at the same moment.
 */

defined('ABSPATH') || exit;

const TANDEM_CONTACT_ADDRESS_META = '_tandem_address';
const TANDEM_CONTACT_WINDOW = HOUR_IN_SECONDS;

/**
 * The visitor's address. Behind a proxy or CDN every request comes from the proxy, so for the configured
 * trusted proxies the last address in X-Forwarded-For that is not itself a trusted proxy is taken; nobody
 * else can choose their address with that header.
 */
function tandem_contact_client_address(): string
{
    $address = (string) ($_SERVER['REMOTE_ADDR'] ?? '');
    $trusted = tandem_contact_list('tandem_contact_trusted_proxies');
    if (!in_array($address, $trusted, true) || empty($_SERVER['HTTP_X_FORWARDED_FOR'])) {
        return $address;
    }
    $chain = array_reverse(array_map('trim', explode(',', (string) $_SERVER['HTTP_X_FORWARDED_FOR'])));
    foreach ($chain as $hop) {
        if (!in_array($hop, $trusted, true)) {
            return filter_var($hop, FILTER_VALIDATE_IP) ? $hop : $address;
        }
    }
    return $address;
}

/** What is kept on an entry: not the address itself (personal data), a hash keyed with this site's salt. */
function tandem_contact_address_key(string $address): string
{
    return wp_hash('contact-address|' . $address);
}

/** Runs `$store` while no other submission can count or store; null when the lock was not free in time. */
function tandem_contact_locked(callable $store)
{
    global $wpdb;
    $lock = $wpdb->prefix . 'tandem_contact_form';
    if ((int) $wpdb->get_var($wpdb->prepare('SELECT GET_LOCK(%s, 10)', $lock)) !== 1) {
        return null;
    }
    try {
        return $store();
    } finally {
        $wpdb->query($wpdb->prepare('SELECT RELEASE_LOCK(%s)', $lock));
    }
}

/**
 * Whether one more submission from this address is allowed now.
 *
 * @return null|array{code: string, message: string, retry_after: int} null when allowed
 */
function tandem_contact_limit_reached(string $address_key): ?array
{
    global $wpdb;
    $since = gmdate('Y-m-d H:i:s', time() - TANDEM_CONTACT_WINDOW);
    $total = $wpdb->get_row($wpdb->prepare(
        "SELECT COUNT(*) AS count, MIN(post_date_gmt) AS oldest FROM {$wpdb->posts} WHERE post_type = 'contact_entry' AND post_date_gmt > %s",
        $since
    ));
    $from_address = $wpdb->get_row($wpdb->prepare(
        "SELECT COUNT(*) AS count, MIN(p.post_date_gmt) AS oldest FROM {$wpdb->posts} p
         JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s
         WHERE p.post_type = 'contact_entry' AND p.post_date_gmt > %s AND m.meta_value = %s",
        TANDEM_CONTACT_ADDRESS_META,
        $since,
        $address_key
    ));
    // Until the oldest counted message is an hour old, there is no room.
    $retry_after = fn ($row) => max(1, strtotime($row->oldest . ' UTC') + TANDEM_CONTACT_WINDOW - time());

    $per_address = tandem_contact_number('tandem_contact_limit_per_address');
    if ((int) $from_address->count >= $per_address) {
        return [
            'code'        => 'tandem_too_many_from_address',
            'message'     => sprintf('Vanaf uw internetadres zijn het afgelopen uur al %d berichten verstuurd. Probeer het later opnieuw.', $per_address),
            'retry_after' => $retry_after($from_address),
        ];
    }
    if ((int) $total->count >= tandem_contact_number('tandem_contact_limit_per_hour')) {
        return [
            'code'        => 'tandem_too_many_messages',
            'message'     => 'Er komen op dit moment te veel berichten binnen. Probeer het later opnieuw.',
            'retry_after' => $retry_after($total),
        ];
    }
    return null;
}

function tandem_contact_limit_response(array $limit): WP_REST_Response
{
    $response = new WP_REST_Response([
        'code'    => $limit['code'],
        'message' => $limit['message'],
        'data'    => ['status' => 429],
    ], 429);
    $response->header('Retry-After', (string) $limit['retry_after']);
    return $response;
}
