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
 * be https:, except on this machine (a loopback address: the publishing service of `npm run publish:local`). The
 * constant TANDEM_BUILD_HOOK_URL in wp-config.php overrides the option, so a secret address need not be stored
 * in the database.
 *
 * With a secret (TANDEM_BUILD_HOOK_SECRET in wp-config.php, or the setting), every call is signed: the header
 * X-Tandem-Signature is "sha256=" and the HMAC-SHA256 of the body with the secret, which the receiver on the
 * site's server (the publishing service, server/publish/) checks before it builds anything. The body carries the
 * time it was sent and a delivery id of its own, both signed with it, so the receiver refuses a recorded call
 * replayed later (older than 5 minutes, or an id it has seen).
 *
 * A failed call is retried by WordPress cron, which runs on the next request; on a live CMS let the system
 * cron request /wp-cron.php every minute so a retry is not waiting for a visitor. WordPress keeps its cron list
 * in one option, and a cron run that is under way while the retry is scheduled writes back its own older copy
 * of that list when it reschedules its next event: the retry is gone. So the time of the retry is also kept
 * apart, and every request puts a lost retry back on the list (tandem_build_hook_keep_retry_scheduled).
 *
 * Here: the settings (address, secret, pauses) and the rule for an address. The call and its retries are in
 * build-hook-call.php, what counts as a change of the site in build-hook-changes.php, the settings page in
 * build-hook-admin.php.
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

/** Post types whose published items are on the site. */
function tandem_site_post_types(): array
{
    return array_merge(['page'], array_keys(tandem_post_types()));
}
