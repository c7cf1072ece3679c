<?php
/**
 * The build hook's settings: its URL (saved with the other website settings under Instellingen → Website, and
 * in REST for deploy scripts, administrators only; TANDEM_BUILD_HOOK_URL in wp-config.php goes first), the
 * last call and its outcome, and "Nu publiceren". An address that may not be called (http: to another
 * machine) is refused when it is saved: with a message on the settings page, with a 400 over REST.
 * The secret the calls are signed with is set here too (never shown again, never in REST), or as
 * TANDEM_BUILD_HOOK_SECRET in wp-config.php, which goes first.
 */

defined('ABSPATH') || exit;

// Same form and settings group as the website options; also in /wp/v2/settings.
add_action('init', function (): void {
    register_setting('tandem_site_options', TANDEM_BUILD_HOOK_OPTION, [
        'type'              => 'string',
        'sanitize_callback' => 'tandem_build_hook_sanitize_url',
        // The same rule as tandem_build_hook_url_problem(), so REST answers 400 instead of saving.
        'show_in_rest'      => ['schema' => ['pattern' => '^$|^https://[^/@]+(/|$)|^http://(localhost|127\\.[0-9]+\\.[0-9]+\\.[0-9]+)(:[0-9]+)?(/|$)']],
        'default'           => '',
    ]);
    register_setting('tandem_site_options', TANDEM_BUILD_HOOK_SECRET_OPTION, [
        'type'              => 'string',
        'sanitize_callback' => 'tandem_build_hook_sanitize_secret',
        'show_in_rest'      => false,
        'default'           => '',
    ]);
});

/**
 * The secret is read only when a call is signed, so it is never autoloaded: autoloaded options are read on every
 * request into one cached list, which debug tools, object caches and other plugins see whole. update_option()
 * adds a new option as autoloaded, so it is switched off as soon as the option is added or changed, and once
 * in the admin for an install from before.
 */
function tandem_build_hook_secret_not_autoloaded(): void
{
    global $wpdb;
    $changed = $wpdb->query($wpdb->prepare(
        "UPDATE {$wpdb->options} SET autoload = 'no' WHERE option_name = %s AND autoload <> 'no'",
        TANDEM_BUILD_HOOK_SECRET_OPTION
    ));
    if ($changed) {
        wp_cache_delete('alloptions', 'options');
    }
}
add_action('add_option_' . TANDEM_BUILD_HOOK_SECRET_OPTION, 'tandem_build_hook_secret_not_autoloaded', 10, 0);
add_action('update_option_' . TANDEM_BUILD_HOOK_SECRET_OPTION, 'tandem_build_hook_secret_not_autoloaded', 10, 0);
add_action('admin_init', 'tandem_build_hook_secret_not_autoloaded', 10, 0);

/**
 * A new secret, or the one saved before when the field was left empty (it is never shown again) or the new one
 * is too short or has characters the receiver's settings cannot hold (the page says why).
 */
function tandem_build_hook_sanitize_secret($value): string
{
    $secret = trim((string) $value);
    $saved = (string) get_option(TANDEM_BUILD_HOOK_SECRET_OPTION, '');
    if ($secret === '') {
        return $saved;
    }
    if (preg_match('/^[A-Za-z0-9._~-]{32,128}$/', $secret) !== 1) {
        add_settings_error(TANDEM_BUILD_HOOK_SECRET_OPTION, 'tandem_build_hook_secret', 'Geheim niet opgeslagen: gebruik 32 tot 128 letters, cijfers of de tekens . _ ~ -.');
        return $saved;
    }
    return $secret;
}

/** What the page says about the secret (its value is never shown). */
function tandem_build_hook_secret_state(): string
{
    if (defined('TANDEM_BUILD_HOOK_SECRET')) {
        return 'Het geheim staat in wp-config.php (TANDEM_BUILD_HOOK_SECRET); dit veld wordt niet gebruikt.';
    }
    return tandem_build_hook_secret() === ''
        ? 'Er is geen geheim ingesteld: de aanroep wordt niet ondertekend.'
        : 'Er is een geheim ingesteld. Laat het veld leeg om het te houden.';
}

/** A new address, or the one saved before when the new one may not be called (the page says why). */
function tandem_build_hook_sanitize_url($value): string
{
    $url = esc_url_raw(trim((string) $value));
    return tandem_sanitized_address(TANDEM_BUILD_HOOK_OPTION, 'Build hook', $url, 'tandem_build_hook_url_problem');
}

/** "Nu publiceren": calls the hook at once, for a change the hook cannot see (or to try again). */
add_action('admin_post_tandem_build_now', function (): void {
    if (!current_user_can('manage_options') || !check_admin_referer('tandem_build_now')) {
        wp_die('Dit mag u niet doen.', 403);
    }
    tandem_build_hook_changed('manual', 0, 'requested');
    // A call of its own, not an attempt of a failing one: no retry stays scheduled beside it.
    tandem_build_hook_end_chain();
    tandem_build_hook_call();
    wp_safe_redirect(admin_url('options-general.php?page=tandem-website'));
    exit;
});

add_action('tandem_options_page_fields', function (): void {
    $last = get_option(TANDEM_BUILD_HOOK_LAST);
    $status = is_array($last)
        ? sprintf('Laatste aanroep: %s (%s).', wp_date('j F Y H:i:s', $last['time']), $last['outcome'])
        : 'Nog niet aangeroepen.';
    $pending = wp_next_scheduled(TANDEM_BUILD_HOOK_EVENT);
    if ($pending) {
        $status .= ' Volgende poging gepland om ' . wp_date('H:i:s', $pending) . '.';
    }
    if (defined('TANDEM_BUILD_HOOK_URL')) {
        $status .= ' Het adres in wp-config.php (TANDEM_BUILD_HOOK_URL) gaat voor; dit veld wordt niet gebruikt.';
    }
    $build_now = wp_nonce_url(admin_url('admin-post.php?action=tandem_build_now'), 'tandem_build_now');
    printf(
        '<h2>Publiceren</h2><table class="form-table" role="presentation"><tr><th scope="row"><label for="tandem-build-hook">Build hook (adres)</label></th><td><input type="url" class="regular-text code" id="tandem-build-hook" name="%1$s" value="%2$s" aria-describedby="tandem-build-hook-status"><p class="description" id="tandem-build-hook-status">Na elke wijziging in gepubliceerde inhoud wordt dit adres aangeroepen, zodat de website opnieuw wordt gebouwd: direct na het opslaan. Mislukt een aanroep, dan wordt die later opnieuw geprobeerd. %3$s</p><p><a class="button" href="%4$s">Nu publiceren</a></p></td></tr></table>',
        esc_attr(TANDEM_BUILD_HOOK_OPTION),
        esc_attr((string) get_option(TANDEM_BUILD_HOOK_OPTION, '')),
        esc_html($status),
        esc_url($build_now)
    );
    printf(
        '<table class="form-table" role="presentation"><tr><th scope="row"><label for="tandem-build-hook-secret">Geheim voor de build hook</label></th><td><input type="password" class="regular-text code" id="tandem-build-hook-secret" name="%1$s" value="" autocomplete="new-password" aria-describedby="tandem-build-hook-secret-state"><p class="description" id="tandem-build-hook-secret-state">Elke aanroep wordt ermee ondertekend (HMAC-SHA256 in de kop %2$s); de ontvanger op de webserver bouwt alleen bij een juiste handtekening. %3$s</p></td></tr></table>',
        esc_attr(TANDEM_BUILD_HOOK_SECRET_OPTION),
        esc_html(TANDEM_BUILD_HOOK_SIGNATURE_HEADER),
        esc_html(tandem_build_hook_secret_state())
    );
});

// A failed call is easy to miss on the settings page: tell administrators on every admin screen until one works.
add_action('admin_notices', function (): void {
    $last = get_option(TANDEM_BUILD_HOOK_LAST);
    if (!current_user_can('manage_options') || !is_array($last) || ($last['succeeded'] ?? true)) {
        return;
    }
    printf(
        '<div class="notice notice-error"><p>De website kon niet opnieuw worden gebouwd: de build hook gaf %s. Wijzigingen staan nog niet op de website. Controleer het adres onder <a href="%s">Instellingen → Website</a> of probeer "Nu publiceren".</p></div>',
        esc_html($last['outcome']),
        esc_url(admin_url('options-general.php?page=tandem-website'))
    );
});
