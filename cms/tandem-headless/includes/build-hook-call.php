<?php
/**
 * The build hook's call and its retries (see build-hook.php): the signed request, the changes noted during a
 * request and sent at its end, and the one chain of retries by WordPress cron when a call fails.
 */

defined('ABSPATH') || exit;

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
