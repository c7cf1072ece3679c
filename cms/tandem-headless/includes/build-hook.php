<?php
/**
 * The editors' loop: when published content changes (a post of the site's types published, updated,
 * unpublished, trashed or deleted; its fields; a menu or the menu locations; an activity type; the front page
 * setting; the site options), the site must be rebuilt. The plugin POSTs to the build hook URL set under
 * Instellingen → Website at the end of the request that changed content: after the response has gone to the
 * editor where PHP can (PHP-FPM, LiteSpeed), else as the request's last step (the receiver answers at once).
 * All changes of one request make one call; the receiver merges the calls of a burst of saves. WordPress cron
 * is used only to try a failed call again, with growing pauses; the changes stay listed until a call
 * succeeds. There is only ever one scheduled retry; how many attempts the current call has had is stored
 * apart, so a retry and a new edit cannot start two chains of calls.
 *
 * The address is called with wp_safe_remote_post (no private networks, no odd ports, no redirects) and must
 * be https:, except on this machine (a loopback address, e.g. Debian's `webhook` in front of the build). The
 * constant TANDEM_BUILD_HOOK_URL in wp-config.php overrides the option, so a secret address need not be stored
 * in the database.
 *
 * With a secret (TANDEM_BUILD_HOOK_SECRET in wp-config.php, or the setting), every call is signed: the header
 * X-Tandem-Signature is "sha256=" and the HMAC-SHA256 of the body with the secret, which the receiver on the
 * site's server (Debian's `webhook`, server/publish/) checks before it builds anything. The body carries the
 * time it was sent and a delivery id of its own, both signed with it, so the receiver refuses a recorded call
 * replayed later (older than 5 minutes, or an id it has seen).
 *
 * A failed call is retried by WordPress cron, which runs on the next request; on a live CMS let the system
 * cron request /wp-cron.php every minute so a retry is not waiting for a visitor. WordPress keeps its cron list
 * in one option, and a cron run that is under way while the retry is scheduled writes back its own older copy
 * of that list when it reschedules its next event: the retry is gone. So the time of the retry is also kept
 * apart, and every request puts a lost retry back on the list (tandem_build_hook_keep_retry_scheduled).
 */

defined('ABSPATH') || exit;

const TANDEM_BUILD_HOOK_OPTION = 'tandem_build_hook_url';
const TANDEM_BUILD_HOOK_SECRET_OPTION = 'tandem_build_hook_secret';
const TANDEM_BUILD_HOOK_SIGNATURE_HEADER = 'X-Tandem-Signature';
const TANDEM_BUILD_HOOK_PENDING = 'tandem_build_hook_pending';
const TANDEM_BUILD_HOOK_LAST = 'tandem_build_hook_last';
const TANDEM_BUILD_HOOK_ATTEMPT = 'tandem_build_hook_attempt';
/** When the scheduled retry is due (a timestamp): the chain's own record, which WordPress's cron list can lose. */
const TANDEM_BUILD_HOOK_RETRY_AT = 'tandem_build_hook_retry_at';
/** Set while a call is under way (a transient), so a retry is not put back while cron is sending it. */
const TANDEM_BUILD_HOOK_CALLING = 'tandem_build_hook_calling';
const TANDEM_BUILD_HOOK_EVENT = 'tandem_build_hook';
/** The most changes listed in one call (the call means "rebuild"; the list is for the build log). */
const TANDEM_BUILD_HOOK_MAX_LISTED = 50;
/** Attempts of one call: after 1, 2, 4 and 8 pauses (a minute each by default), then the next change tries again. */
const TANDEM_BUILD_HOOK_ATTEMPTS = 5;

/** The first pause before a failed call is tried again, in seconds; it doubles with each attempt. */
function tandem_build_hook_retry_pause(): int
{
    return defined('TANDEM_BUILD_HOOK_RETRY_PAUSE') ? max(1, (int) TANDEM_BUILD_HOOK_RETRY_PAUSE) : 60;
}

/** The address to call: TANDEM_BUILD_HOOK_URL from wp-config.php when defined, else the option. */
function tandem_build_hook_url(): string
{
    return defined('TANDEM_BUILD_HOOK_URL') ? trim((string) TANDEM_BUILD_HOOK_URL) : (string) get_option(TANDEM_BUILD_HOOK_OPTION, '');
}

/** The secret the calls are signed with: TANDEM_BUILD_HOOK_SECRET from wp-config.php when defined, else the option. */
function tandem_build_hook_secret(): string
{
    return defined('TANDEM_BUILD_HOOK_SECRET') ? trim((string) TANDEM_BUILD_HOOK_SECRET) : (string) get_option(TANDEM_BUILD_HOOK_SECRET_OPTION, '');
}

/** 127.0.0.0/8 and localhost: this machine. */
function tandem_build_hook_is_loopback(string $host): bool
{
    return strtolower($host) === 'localhost' || preg_match('/^127(\.\d{1,3}){3}$/', $host) === 1;
}

/**
 * An address setting's new value, or the one saved before when the new one breaks `$problem` (the settings page
 * says why, naming the setting): the build hook, the status address and the website's address.
 */
function tandem_sanitized_address(string $option, string $name, string $url, callable $problem): string
{
    $why = $url === '' ? null : $problem($url);
    if ($why === null) {
        return $url;
    }
    add_settings_error($option, $option, $name . ' niet opgeslagen: ' . $why . '.');
    return (string) get_option($option, '');
}

/** Why an address may not be called, in Dutch for the settings page, or null when it may. */
function tandem_build_hook_url_problem(string $url): ?string
{
    $parts = wp_parse_url($url);
    if (!$parts || empty($parts['host']) || !in_array($parts['scheme'] ?? '', ['http', 'https'], true)) {
        return 'dit is geen volledig webadres';
    }
    if ($parts['scheme'] !== 'https' && !tandem_build_hook_is_loopback($parts['host'])) {
        return 'het adres moet met https:// beginnen (http:// alleen voor een adres op deze machine, zoals 127.0.0.1)';
    }
    if (isset($parts['user']) || isset($parts['pass'])) {
        return 'het adres mag geen gebruikersnaam of wachtwoord bevatten';
    }
    return null;
}

/**
 * The request of one call, built in this one place: a receiver that checks a signature gets its header here
 * (the filter `tandem_build_hook_request` can add one too).
 */
function tandem_build_hook_request(array $changes): array
{
    $body = wp_json_encode([
        'trigger'  => 'tandem-headless',
        'changes'  => $changes,
        'sent'     => time(),
        'delivery' => wp_generate_uuid4(),
    ]);
    $headers = ['Content-Type' => 'application/json'];
    $secret = tandem_build_hook_secret();
    if ($secret !== '') {
        $headers[TANDEM_BUILD_HOOK_SIGNATURE_HEADER] = 'sha256=' . hash_hmac('sha256', $body, $secret);
    }
    return apply_filters('tandem_build_hook_request', [
        'timeout'     => 15,
        'redirection' => 0,
        'headers'     => $headers,
        'body'        => $body,
    ], $changes);
}

/**
 * Calls `$request` (wp_safe_remote_post or _get) for an address that passes tandem_build_hook_url_problem().
 * The safe functions refuse loopback addresses and ports other than 80, 443 and 8080; for an address on this
 * machine exactly its own host and port are let through, for this call only.
 *
 * @return array|WP_Error the response
 */
function tandem_build_hook_remote(string $url, callable $request)
{
    $problem = tandem_build_hook_url_problem($url);
    if ($problem !== null) {
        return new WP_Error('tandem_build_hook_url', $problem);
    }
    $parts = wp_parse_url($url);
    $loopback = tandem_build_hook_is_loopback($parts['host']);
    $allow_host = fn ($external, $host) => $external || strtolower($host) === strtolower($parts['host']);
    $allow_port = fn ($ports) => isset($parts['port']) ? array_merge((array) $ports, [(int) $parts['port']]) : $ports;
    if ($loopback) {
        add_filter('http_request_host_is_external', $allow_host, 10, 2);
        add_filter('http_allowed_safe_ports', $allow_port);
    }
    try {
        return $request($url);
    } finally {
        remove_filter('http_request_host_is_external', $allow_host, 10);
        remove_filter('http_allowed_safe_ports', $allow_port);
    }
}

/**
 * Sends the call with wp_safe_remote_post (no private networks, no odd ports, no redirects; see above).
 *
 * @return array|WP_Error the response
 */
function tandem_build_hook_send(string $url, array $changes)
{
    return tandem_build_hook_remote($url, fn ($address) => wp_safe_remote_post($address, tandem_build_hook_request($changes)));
}

/** Post types whose published items are on the site. */
function tandem_site_post_types(): array
{
    return array_merge(['page'], array_keys(tandem_post_types()));
}

function tandem_build_hook_pending(): array
{
    $pending = get_option(TANDEM_BUILD_HOOK_PENDING, []);
    return is_array($pending) ? $pending : [];
}

/** The one scheduled retry; one already scheduled stays as it is. Its time is recorded apart as well. */
function tandem_build_hook_schedule(int $seconds): void
{
    $at = wp_next_scheduled(TANDEM_BUILD_HOOK_EVENT);
    if (!$at) {
        $at = time() + $seconds;
        wp_schedule_single_event($at, TANDEM_BUILD_HOOK_EVENT);
    }
    update_option(TANDEM_BUILD_HOOK_RETRY_AT, $at, true);
}

/**
 * The chain of calls has ended (a call succeeded, or it gave up): no retry is due. The retry's time becomes 0
 * rather than going: every request reads it (below), and an autoloaded option that exists costs no query, while
 * a missing one is looked up in the database on each request.
 */
function tandem_build_hook_end_chain(): void
{
    delete_option(TANDEM_BUILD_HOOK_ATTEMPT);
    update_option(TANDEM_BUILD_HOOK_RETRY_AT, 0, true);
    wp_unschedule_hook(TANDEM_BUILD_HOOK_EVENT);
}

/**
 * On every request: a retry that is due but no longer on WordPress's cron list (lost to a concurrent cron run,
 * see above) is put back, at its own time or now. Not while a call is under way: cron takes an event off the list
 * before it runs it, and that call schedules its own next attempt if it fails.
 */
add_action('init', 'tandem_build_hook_keep_retry_scheduled', 1, 0);

function tandem_build_hook_keep_retry_scheduled(): void
{
    $at = (int) get_option(TANDEM_BUILD_HOOK_RETRY_AT, 0);
    if ($at === 0 || wp_next_scheduled(TANDEM_BUILD_HOOK_EVENT) || get_transient(TANDEM_BUILD_HOOK_CALLING)) {
        return;
    }
    wp_schedule_single_event(max($at, time()), TANDEM_BUILD_HOOK_EVENT);
}

/** Notes a change (its latest action); the call goes at the end of this request. Seeding switches this off. */
function tandem_build_hook_changed(string $what, int $id, string $action, ?string $at = null): void
{
    if (!apply_filters('tandem_build_hook_enabled', true) || tandem_build_hook_url() === '') {
        return;
    }
    $pending = tandem_build_hook_pending();
    $change = ['type' => $what, 'id' => $id, 'action' => $action] + ($at === null ? [] : ['at' => $at]);
    $listed = array_keys(array_filter($pending, fn ($entry) => $entry['type'] === $what && $entry['id'] === $id));
    if ($listed) {
        $pending[$listed[0]] = $change;
    } elseif (count($pending) < TANDEM_BUILD_HOOK_MAX_LISTED) {
        $pending[] = $change;
    }
    update_option(TANDEM_BUILD_HOOK_PENDING, $pending, false);
    if (!has_action('shutdown', 'tandem_build_hook_call_at_end')) {
        add_action('shutdown', 'tandem_build_hook_call_at_end', 20);
    }
}

/**
 * At the end of the request that changed content: the response goes to the editor first where PHP can, then
 * the call, unless something else (e.g. "Nu publiceren") already sent these changes.
 */
function tandem_build_hook_call_at_end(): void
{
    if (!tandem_build_hook_pending()) {
        return;
    }
    if (function_exists('fastcgi_finish_request')) {
        fastcgi_finish_request();
    } elseif (function_exists('litespeed_finish_request')) {
        litespeed_finish_request();
    }
    tandem_build_hook_call();
}

/** The call: one POST with the listed changes; the outcome is shown to editors, a failure tried again. */
add_action(TANDEM_BUILD_HOOK_EVENT, 'tandem_build_hook_call', 10, 0);

function tandem_build_hook_call(): void
{
    $url = tandem_build_hook_url();
    $sent = tandem_build_hook_pending();
    if ($url === '') {
        delete_option(TANDEM_BUILD_HOOK_PENDING);
        tandem_build_hook_end_chain();
        return;
    }
    $attempt = (int) get_option(TANDEM_BUILD_HOOK_ATTEMPT, 0) + 1;
    // Longer than the call's own timeout (15 s): the transient is gone by itself if PHP dies under way.
    set_transient(TANDEM_BUILD_HOOK_CALLING, 1, 30);
    try {
        $response = tandem_build_hook_send($url, $sent);
    } finally {
        delete_transient(TANDEM_BUILD_HOOK_CALLING);
    }
    $status = is_wp_error($response) ? 0 : (int) wp_remote_retrieve_response_code($response);
    $succeeded = $status >= 200 && $status < 300;
    $outcome = is_wp_error($response) ? 'mislukt: ' . $response->get_error_message() : "HTTP $status";
    update_option(TANDEM_BUILD_HOOK_LAST, ['time' => time(), 'outcome' => $outcome, 'succeeded' => $succeeded], false);

    if ($succeeded) {
        tandem_build_hook_end_chain();
        // Changes saved while this call was under way are still listed; their own request sends them.
        $remaining = array_values(array_filter(tandem_build_hook_pending(), fn ($change) => !in_array($change, $sent, true)));
        update_option(TANDEM_BUILD_HOOK_PENDING, $remaining, false);
    } elseif ($attempt < TANDEM_BUILD_HOOK_ATTEMPTS) {
        update_option(TANDEM_BUILD_HOOK_ATTEMPT, $attempt, false);
        tandem_build_hook_schedule(tandem_build_hook_retry_pause() * 2 ** ($attempt - 1));
    } else {
        tandem_build_hook_end_chain(); // given up; the next change starts afresh
    }
}

/* What changes the site: */

// Published, updated while published, unpublished or trashed. A post scheduled for later is listed with its
// time: the site's publishing clock asks WordPress to run its cron then, which publishes it and calls again.
add_action('transition_post_status', function (string $new, string $old, WP_Post $post): void {
    if (!in_array($post->post_type, tandem_site_post_types(), true)) {
        return;
    }
    if ($new === 'future') {
        tandem_build_hook_changed($post->post_type, $post->ID, 'scheduled', gmdate('Y-m-d\\TH:i:s\\Z', strtotime($post->post_date_gmt . ' UTC')));
        return;
    }
    if ($new !== 'publish' && $old !== 'publish') {
        return;
    }
    $action = $new === 'publish' ? ($old === 'publish' ? 'updated' : 'published') : ($new === 'trash' ? 'trashed' : 'unpublished');
    tandem_build_hook_changed($post->post_type, $post->ID, $action);
}, 10, 3);

// Deleted for good without passing the trash (no status transition), or a menu item deleted.
add_action('before_delete_post', function (int $post_id, WP_Post $post): void {
    if ($post->post_type === 'nav_menu_item') {
        foreach (wp_get_object_terms($post_id, 'nav_menu', ['fields' => 'ids']) as $menu_id) {
            tandem_build_hook_changed('menu', (int) $menu_id, 'updated');
        }
    } elseif ($post->post_status === 'publish' && in_array($post->post_type, tandem_site_post_types(), true)) {
        tandem_build_hook_changed($post->post_type, $post_id, 'deleted');
    }
}, 10, 2);

// Field values are saved after the post itself; a change to only the fields must also rebuild.
function tandem_build_hook_field_changed($meta_ids, int $post_id, string $key): void
{
    $post = get_post($post_id);
    if ($post && $post->post_status === 'publish' && in_array($post->post_type, tandem_site_post_types(), true) && !str_starts_with($key, '_')) {
        tandem_build_hook_changed($post->post_type, $post_id, 'updated');
    }
}
foreach (['added_post_meta', 'updated_post_meta', 'deleted_post_meta'] as $meta_hook) {
    add_action($meta_hook, 'tandem_build_hook_field_changed', 10, 3);
}

// A whole menu saved or deleted in wp-admin, one item changed (REST, Customizer), or the menus' locations.
add_action('wp_update_nav_menu', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'updated'));
add_action('wp_update_nav_menu_item', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'updated'));
add_action('wp_delete_nav_menu', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'deleted'));
add_action('update_option_theme_mods_' . get_option('stylesheet'), fn () => tandem_build_hook_changed('menu-locations', 0, 'updated'));

// The site options, and which page is the front page.
foreach (['add_option_', 'update_option_'] as $option_hook) {
    add_action($option_hook . TANDEM_OPTIONS_KEY, fn () => tandem_build_hook_changed('options', 0, 'updated'));
}
foreach (['page_on_front', 'show_on_front'] as $front_option) {
    add_action("update_option_$front_option", fn () => tandem_build_hook_changed('front-page', 0, 'updated'));
}

foreach (['created' => 'created', 'edited' => 'updated', 'delete' => 'deleted'] as $term_hook => $term_action) {
    add_action("{$term_hook}_activity_type", fn (int $term_id) => tandem_build_hook_changed('activity_type', $term_id, $term_action));
}
