<?php
/**
 * The website's own address, where visitors read what editors publish here: "Adres van de website" under
 * Instellingen → Website, or TANDEM_SITE_URL in wp-config.php, which goes first. wp-admin links to the live site
 * with it (the dashboard, the "view" links). Unlike "Adres van de website (CORS)", which lists the origins that may
 * post the contact form, it is one address, and may carry a path when the site lives under one.
 *
 * It must be https:, except on this machine (a local build), the same rule as the build hook's address: an editor
 * following a link from wp-admin should not land on an address anyone on the way can change.
 */

defined('ABSPATH') || exit;

const TANDEM_SITE_URL_OPTION = 'tandem_site_url';

/** Why an address cannot be the website's, in Dutch for the settings page, or null when it can. */
function tandem_site_url_problem(string $url): ?string
{
    $problem = tandem_build_hook_url_problem($url);
    if ($problem !== null) {
        return $problem;
    }
    $parts = wp_parse_url($url);
    return isset($parts['query']) || isset($parts['fragment']) ? 'het adres mag geen ? of # bevatten' : null;
}

/** The website's address without a trailing slash, or '' when none is set (or the one set breaks the rule). */
function tandem_site_url(): string
{
    $url = defined('TANDEM_SITE_URL') ? trim((string) TANDEM_SITE_URL) : (string) get_option(TANDEM_SITE_URL_OPTION, '');
    $url = untrailingslashit($url);
    return $url !== '' && tandem_site_url_problem($url) === null ? $url : '';
}

/** A new address, or the one saved before when the new one breaks the rule (the page says why). */
function tandem_site_url_sanitize($value): string
{
    $url = untrailingslashit(esc_url_raw(trim((string) $value)));
    return tandem_sanitized_address(TANDEM_SITE_URL_OPTION, 'Adres van de website', $url, 'tandem_site_url_problem');
}

add_action('init', function (): void {
    register_setting('tandem_site_options', TANDEM_SITE_URL_OPTION, [
        'type'              => 'string',
        'sanitize_callback' => 'tandem_site_url_sanitize',
        // The rule of tandem_build_hook_url_problem(), so REST answers 400 instead of saving.
        'show_in_rest'      => ['schema' => ['pattern' => '^$|^https://[^/@?#]+(/[^?#]*)?$|^http://(localhost|127\\.[0-9]+\\.[0-9]+\\.[0-9]+)(:[0-9]+)?(/[^?#]*)?$']],
        'default'           => '',
    ]);
});

// Before the contact form's fields: the first thing an administrator sets up for a new site.
add_action('tandem_options_page_fields', function (): void {
    $description = 'Waar bezoekers de website lezen, bijvoorbeeld https://www.example.nl. Het dashboard en de links "Bekijken" in WordPress wijzen hierheen.';
    if (defined('TANDEM_SITE_URL')) {
        $description .= ' Het adres in wp-config.php (TANDEM_SITE_URL) gaat voor; dit veld wordt niet gebruikt.';
        if (tandem_site_url() === '') {
            $description .= ' Dat adres wordt niet gebruikt: ' . (tandem_site_url_problem(untrailingslashit(trim((string) TANDEM_SITE_URL))) ?? 'het is leeg') . '.';
        }
    }
    printf(
        '<table class="form-table" role="presentation"><tr><th scope="row"><label for="tandem-site-url">Adres van de website</label></th><td><input type="url" class="regular-text code" id="tandem-site-url" name="%1$s" value="%2$s" aria-describedby="tandem-site-url-description"><p class="description" id="tandem-site-url-description">%3$s</p></td></tr></table>',
        esc_attr(TANDEM_SITE_URL_OPTION),
        esc_attr((string) get_option(TANDEM_SITE_URL_OPTION, '')),
        esc_html($description)
    );
}, 5);
