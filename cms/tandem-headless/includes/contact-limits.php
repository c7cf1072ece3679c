<?php
/**
 * Flood protection for the contact form. Every accepted submission (spam included) is stored as an entry, so
 * the entries of the last hour are the count: per address (a keyed hash of it, kept on the entry) and in
 * total. Counting what was stored needs no second bookkeeping that can drift from it, and unlike a transient
 * it cannot be evicted from an object cache by a flood. A database lock around "count, then store" makes the
 * limit exact even for requests that arrive at the same moment.
 *
 * The limits must not become a switch anyone can flip to turn the form off: an IPv6 address counts by its
 * /64 (one host gets a whole /64, so counting single addresses gives it millions of allowances), and at the
 * same time by its /56 and /48, each with a limit of its own (a customer can get a /56 or a /48, that is 256 or
 * 65,536 /64s: counted by /64 alone, one such host could send hundreds of thousands of messages an hour); spam (a
 * filled honeypot) has a cap of its own and does not count towards the total; and at the total cap a visitor
 * who solves a proof of work (contact-proof-of-work.php) is still accepted. When the counts cannot be read, nothing
 * is accepted (503): an unreadable limit is not an absent one.
 */

defined('ABSPATH') || exit;

const TANDEM_CONTACT_ADDRESS_META = '_tandem_address';
/** The wider IPv6 blocks an address is also counted in: prefix length => [entry meta key, limit setting]. */
const TANDEM_CONTACT_WIDER_BLOCKS = [
    56 => ['_tandem_address_56', 'tandem_contact_limit_per_56'],
    48 => ['_tandem_address_48', 'tandem_contact_limit_per_48'],
];
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

/**
 * The group an address is counted in: an IPv4 address on its own (also when written as IPv4-mapped IPv6,
 * ::ffff:192.0.2.1), an IPv6 address by its /64, the smallest block a provider hands one customer.
 */
function tandem_contact_address_group(string $address): string
{
    $packed = @inet_pton($address);
    if ($packed === false) {
        return $address;
    }
    if (strlen($packed) === 16 && substr($packed, 0, 12) === str_repeat("\0", 10) . "\xff\xff") {
        return (string) inet_ntop(substr($packed, 12));
    }
    if (strlen($packed) === 16) {
        return inet_ntop(substr($packed, 0, 8) . str_repeat("\0", 8)) . '/64';
    }
    return (string) inet_ntop($packed);
}

/** What is kept on an entry: not the address itself (personal data), a hash keyed with this site's salt. */
function tandem_contact_address_key(string $address): string
{
    return wp_hash('contact-address|' . tandem_contact_address_group($address));
}

/**
 * Every group an address is counted in, as entry meta key => keyed hash: its own group (IPv4, or IPv6 /64),
 * and for IPv6 also its /56 and its /48.
 *
 * @return array<string, string>
 */
function tandem_contact_address_keys(string $address): array
{
    $keys = [TANDEM_CONTACT_ADDRESS_META => tandem_contact_address_key($address)];
    $packed = @inet_pton($address);
    $group = tandem_contact_address_group($address);
    if ($packed === false || strlen($packed) !== 16 || !str_ends_with($group, '/64')) {
        return $keys;
    }
    foreach (TANDEM_CONTACT_WIDER_BLOCKS as $bits => [$meta_key]) {
        $block = inet_ntop(substr($packed, 0, intdiv($bits, 8)) . str_repeat("\0", 16 - intdiv($bits, 8))) . "/$bits";
        $keys[$meta_key] = wp_hash('contact-address|' . $block);
    }
    return $keys;
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
 * Entries of the window matching `$where` (on `p`, the entry, and `spam`, its spam flag): how many, and when
 * the oldest came. Null when the database did not answer; the caller then accepts nothing.
 */
function tandem_contact_count_since(string $since, string $where, array $args = []): ?object
{
    global $wpdb;
    $row = $wpdb->get_row($wpdb->prepare(
        "SELECT COUNT(*) AS count, MIN(p.post_date_gmt) AS oldest FROM {$wpdb->posts} p
         LEFT JOIN {$wpdb->postmeta} spam ON spam.post_id = p.ID AND spam.meta_key = 'spam'
         WHERE p.post_type = 'contact_entry' AND p.post_date_gmt > %s AND $where",
        $since,
        ...$args
    ));
    return $row === null || $wpdb->last_error !== '' ? null : $row;
}

/**
 * Whether one more submission from this address is allowed now, and whether it is stored.
 *
 * - per address group (spam included; for IPv6 its /64, /56 and /48 each): at a group's limit, 429;
 * - messages (spam not counted) at the hourly cap: 429 saying a check is needed, unless `$solution` is a
 *   valid, unused solution of a challenge of this plugin (contact-proof-of-work.php);
 * - spam at its own cap: answered as accepted (bots learn nothing) but not stored (`drop`);
 * - counts that cannot be read: 503, never "allowed".
 *
 * @return null|array{status: int, code: string, message: string, retry_after?: int, check?: string, drop?: bool}
 *         null when the submission is stored
 */
const TANDEM_CONTACT_LIMITS_UNAVAILABLE = [
    'status'  => 503,
    'code'    => 'tandem_limits_unavailable',
    'message' => 'Uw bericht kan op dit moment niet worden verwerkt. Probeer het later opnieuw, of bel of mail ons.',
];

/** Until the oldest counted message is an hour old, there is no room. */
function tandem_contact_retry_after(object $row): int
{
    return max(1, strtotime($row->oldest . ' UTC') + TANDEM_CONTACT_WINDOW - time());
}

/**
 * The per-address part of the limits: each group the address is in (its own, and for IPv6 its /56 and /48)
 * against its limit. Asked before the form takes the lock too, so one address's flood is refused without
 * making other visitors wait behind it.
 *
 * @return null|array the refusal (429, or 503 when the counts cannot be read), or null when there is room
 */
function tandem_contact_address_limit_reached(array $address_keys): ?array
{
    $since = gmdate('Y-m-d H:i:s', time() - TANDEM_CONTACT_WINDOW);
    foreach ($address_keys as $meta_key => $key) {
        $setting = $meta_key === TANDEM_CONTACT_ADDRESS_META
            ? 'tandem_contact_limit_per_address'
            : TANDEM_CONTACT_WIDER_BLOCKS[(int) substr($meta_key, strlen(TANDEM_CONTACT_ADDRESS_META) + 1)][1];
        $limit = tandem_contact_number($setting);
        $from_group = tandem_contact_count_since(
            $since,
            "EXISTS (SELECT 1 FROM {$GLOBALS['wpdb']->postmeta} m WHERE m.post_id = p.ID AND m.meta_key = %s AND m.meta_value = %s)",
            [$meta_key, $key]
        );
        if ($from_group === null) {
            return TANDEM_CONTACT_LIMITS_UNAVAILABLE;
        }
        if ((int) $from_group->count >= $limit) {
            return [
                'status'      => 429,
                'code'        => 'tandem_too_many_from_address',
                'message'     => sprintf('Vanaf uw internetadres zijn het afgelopen uur al %d berichten verstuurd. Probeer het later opnieuw.', $limit),
                'retry_after' => tandem_contact_retry_after($from_group),
            ];
        }
    }
    return null;
}

function tandem_contact_limit_reached(array $address_keys, bool $is_spam, string $solution): ?array
{
    $from_address = tandem_contact_address_limit_reached($address_keys);
    if ($from_address !== null) {
        return $from_address;
    }
    $since = gmdate('Y-m-d H:i:s', time() - TANDEM_CONTACT_WINDOW);
    $messages = tandem_contact_count_since($since, "COALESCE(spam.meta_value, '') <> '1'");
    $spam = tandem_contact_count_since($since, "spam.meta_value = '1'");
    if ($messages === null || $spam === null) {
        return TANDEM_CONTACT_LIMITS_UNAVAILABLE;
    }

    if ((int) $messages->count >= tandem_contact_number('tandem_contact_limit_per_hour')) {
        $check = $solution === '' ? 'missing' : tandem_proof_of_work_solution($solution);
        if ($check !== 'valid') {
            return [
                'status'      => 429,
                'code'        => 'tandem_check_needed',
                'message'     => tandem_proof_of_work_message($check),
                'retry_after' => tandem_contact_retry_after($messages),
                'check'       => $check,
            ];
        }
    }
    if ($is_spam && (int) $spam->count >= tandem_contact_number('tandem_contact_spam_limit_per_hour')) {
        return ['status' => 200, 'code' => 'tandem_spam_dropped', 'message' => '', 'drop' => true];
    }
    return null;
}

/** The refusal as the REST API sends it; a needed check also says where to get a challenge. */
function tandem_contact_limit_response(array $limit): WP_REST_Response
{
    $data = ['status' => $limit['status']];
    if (isset($limit['check'])) {
        $data['check'] = [
            'kind'      => 'altcha',
            'reason'    => $limit['check'],
            'challenge' => rest_url(TANDEM_PROOF_OF_WORK_NAMESPACE . TANDEM_PROOF_OF_WORK_ROUTE),
        ];
    }
    $response = new WP_REST_Response([
        'code'    => $limit['code'],
        'message' => $limit['message'],
        'data'    => $data,
    ], $limit['status']);
    if (isset($limit['retry_after'])) {
        $response->header('Retry-After', (string) $limit['retry_after']);
    }
    return $response;
}
