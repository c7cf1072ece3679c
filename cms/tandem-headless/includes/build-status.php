<?php
/**
 * The builds on the site's server, shown where the build hook is set (Instellingen → Website → Publiceren):
 * publishing on the site's server (server/publish/) keeps a status file, served as JSON (with nginx at
 * /_publish/status.json), and this page reads it when it is opened: which release is live, the build under
 * way, the last build with its outcome and the changes it published. Its address is the setting
 * "Statusadres" or TANDEM_BUILD_STATUS_URL in wp-config.php, with the same rule as the hook's address (https:,
 * http: only on this machine).
 *
 * The file comes from another server: every value is checked and escaped, and a file that cannot be read
 * says so on the page instead of breaking it.
 */

defined('ABSPATH') || exit;

const TANDEM_BUILD_STATUS_OPTION = 'tandem_build_status_url';

function tandem_build_status_url(): string
{
    return defined('TANDEM_BUILD_STATUS_URL') ? trim((string) TANDEM_BUILD_STATUS_URL) : (string) get_option(TANDEM_BUILD_STATUS_OPTION, '');
}

add_action('init', function (): void {
    register_setting('tandem_site_options', TANDEM_BUILD_STATUS_OPTION, [
        'type'              => 'string',
        'sanitize_callback' => 'tandem_build_status_sanitize_url',
        'show_in_rest'      => ['schema' => ['pattern' => '^$|^https://[^/@]+(/|$)|^http://(localhost|127\\.[0-9]+\\.[0-9]+\\.[0-9]+)(:[0-9]+)?(/|$)']],
        'default'           => '',
    ]);
});

function tandem_build_status_sanitize_url($value): string
{
    $url = esc_url_raw(trim((string) $value));
    return tandem_sanitized_address(TANDEM_BUILD_STATUS_OPTION, 'Statusadres', $url, 'tandem_build_hook_url_problem');
}

/** @return array|string the status, or why it could not be read (Dutch) */
function tandem_build_status_fetch(string $url)
{
    $response = tandem_build_hook_remote($url, fn ($address) => wp_safe_remote_get($address, [
        'timeout'             => 3,
        'redirection'         => 0,
        'limit_response_size' => 512 * 1024,
    ]));
    if (is_wp_error($response)) {
        return $response->get_error_message();
    }
    $code = (int) wp_remote_retrieve_response_code($response);
    $status = json_decode((string) wp_remote_retrieve_body($response), true);
    if ($code !== 200 || !is_array($status)) {
        return $code === 200 ? 'het antwoord is geen status (JSON)' : "HTTP $code";
    }
    return $status;
}

/** A moment from the status file (ISO 8601) in the site's time zone, or a dash. */
function tandem_build_status_time($value): string
{
    $time = is_string($value) ? strtotime($value) : false;
    return $time ? wp_date('j F Y H:i:s', $time) : '–';
}

function tandem_build_status_text($value, int $length = 120): string
{
    return is_scalar($value) ? mb_substr((string) $value, 0, $length) : '';
}

/** " [veld acf.start: „volgende week”]": the field and the value a notice names, for whoever fixes it. */
function tandem_build_status_field(array $notice): string
{
    $field = tandem_build_status_text($notice['field'] ?? '', 60);
    if ($field === '') {
        return '';
    }
    $value = tandem_build_status_text($notice['value'] ?? '', 80);
    return $value === '' ? " [veld $field]" : " [veld $field: „{$value}”]";
}

/** An item as editors know it: its title, or a menu item by its text and menu. */
function tandem_build_status_item_name(WP_Post $post): string
{
    if ($post->post_type !== 'nav_menu_item') {
        return get_the_title($post) ?: $post->post_name;
    }
    $item = wp_setup_nav_menu_item($post);
    $menus = wp_get_object_terms($post->ID, 'nav_menu', ['fields' => 'names']);
    $menu = is_array($menus) && $menus !== [] ? ' in het menu „' . $menus[0] . '”' : '';
    return 'Menu-item „' . ($item->title ?: $post->ID) . '”' . $menu;
}

/**
 * What the build left out or published without a broken part (an author's mistake costs that item only): the
 * item as WordPress knows it, what was wrong, and a link to edit it. The id is looked up here, so the link is
 * WordPress's own and never an address from the file.
 */
function tandem_build_status_notices(array $notices): string
{
    $items = [];
    foreach (array_slice($notices, 0, 100) as $notice) {
        if (!is_array($notice)) {
            continue;
        }
        $id = is_int($notice['id'] ?? null) ? $notice['id'] : 0;
        $post = $id > 0 ? get_post($id) : null;
        $name = $post ? tandem_build_status_item_name($post) : tandem_build_status_text($notice['label'] ?? '', 80);
        $edit = $post && $post->post_type === 'nav_menu_item'
            ? (current_user_can('edit_theme_options') ? admin_url('nav-menus.php') : '')
            : ($post ? get_edit_post_link($post->ID, 'raw') : '');
        $outcome = ($notice['outcome'] ?? '') === 'left-out' ? 'niet gepubliceerd' : 'gepubliceerd zonder het foute onderdeel';
        $items[] = sprintf(
            '<li><strong>%s</strong> (%s): %s%s%s</li>',
            esc_html($name),
            esc_html($outcome),
            esc_html(tandem_build_status_text($notice['problem'] ?? '', 400)),
            esc_html(tandem_build_status_field($notice)),
            $edit ? sprintf(' <a href="%s">Bewerken</a>', esc_url($edit)) : ''
        );
    }
    if ($items === []) {
        return '';
    }
    return '<p>Deze build liet items weg of publiceerde ze zonder een fout onderdeel. De rest van de website staat online; herstel het item en sla het op:</p><ul class="ul-disc">' . implode('', $items) . '</ul>';
}

/** One build: when, how it went, which release, what it published. */
function tandem_build_status_build(array $build): string
{
    $outcomes = ['succeeded' => 'gelukt', 'failed' => 'mislukt', 'building' => 'bezig'];
    $outcome = $outcomes[$build['outcome'] ?? ''] ?? 'onbekend';
    $changes = [];
    foreach (array_slice(is_array($build['changes'] ?? null) ? $build['changes'] : [], 0, 20) as $change) {
        if (is_array($change)) {
            $changes[] = sprintf('%s %s (%s)', tandem_build_status_text($change['type'] ?? '', 40), tandem_build_status_text($change['id'] ?? '', 12), tandem_build_status_text($change['action'] ?? '', 40));
        }
    }
    $html = sprintf(
        '<p>Gestart %s, klaar %s: <strong>%s</strong>. Versie %s, %d aanroep(en). Wijzigingen: %s.</p>',
        esc_html(tandem_build_status_time($build['started'] ?? null)),
        esc_html(tandem_build_status_time($build['finished'] ?? null)),
        esc_html($outcome),
        esc_html(tandem_build_status_text($build['release'] ?? '–', 40)),
        (int) ($build['hooks'] ?? 0),
        esc_html($changes ? implode(', ', $changes) : 'geen opgegeven')
    );
    $html .= tandem_build_status_notices(is_array($build['notices'] ?? null) ? $build['notices'] : []);
    if (($build['outcome'] ?? '') === 'failed') {
        $html .= sprintf(
            '<p>De website is niet gewijzigd; het logboek staat op de webserver (%s).</p><pre style="white-space: pre-wrap; max-height: 12em; overflow: auto">%s</pre>',
            esc_html(tandem_build_status_text($build['log'] ?? '', 200)),
            esc_html(tandem_build_status_text($build['error'] ?? '', 3000))
        );
    }
    return $html;
}

function tandem_build_status_html(string $url): string
{
    if ($url === '') {
        return '<p>Geen statusadres ingesteld.</p>';
    }
    $status = tandem_build_status_fetch($url);
    if (!is_array($status)) {
        return '<p>De status kon niet worden opgehaald: ' . esc_html($status) . '.</p>';
    }
    $html = '<p>Online staat versie <strong>' . esc_html(tandem_build_status_text($status['live'] ?? null, 40) ?: 'geen') . '</strong>.';
    if (!empty($status['queued'])) {
        $html .= ' Wachtend: ' . (int) $status['queued'] . ' aanroep(en).';
    }
    $html .= '</p>';
    if (is_array($status['paused'] ?? null)) {
        $html .= sprintf(
            '<p><strong>Publiceren staat stil</strong> sinds %s, na het terugzetten naar versie %s: opgeslagen wijzigingen gaan pas online na "Nu publiceren" (%d aanroep(en) wachten).</p>',
            esc_html(tandem_build_status_time($status['paused']['since'] ?? null)),
            esc_html(tandem_build_status_text($status['paused']['release'] ?? '–', 40)),
            (int) ($status['paused']['hooks'] ?? 0)
        );
    }
    if (is_array($status['building'] ?? null)) {
        $html .= '<h3>Nu bezig</h3>' . tandem_build_status_build($status['building']);
    }
    if (is_array($status['last'] ?? null)) {
        $html .= '<h3>Laatste build</h3>' . tandem_build_status_build($status['last']);
    }
    if (is_array($status['lastRollback'] ?? null)) {
        $html .= sprintf(
            '<p>Teruggezet op %s: van versie %s naar %s.</p>',
            esc_html(tandem_build_status_time($status['lastRollback']['at'] ?? null)),
            esc_html(tandem_build_status_text($status['lastRollback']['from'] ?? '–', 40)),
            esc_html(tandem_build_status_text($status['lastRollback']['to'] ?? '–', 40))
        );
    }
    return $html;
}

add_action('tandem_options_page_fields', function (): void {
    $note = defined('TANDEM_BUILD_STATUS_URL') ? ' Het adres in wp-config.php (TANDEM_BUILD_STATUS_URL) gaat voor; dit veld wordt niet gebruikt.' : '';
    printf(
        '<table class="form-table" role="presentation"><tr><th scope="row"><label for="tandem-build-status-url">Statusadres</label></th><td><input type="url" class="regular-text code" id="tandem-build-status-url" name="%1$s" value="%2$s" aria-describedby="tandem-build-status-help"><p class="description" id="tandem-build-status-help">Waar de webserver de status van de builds laat zien (JSON), bijvoorbeeld https://www.example.nl/_publish/status.json.%3$s</p></td></tr></table><h3 id="tandem-build-status">Builds op de webserver</h3><div aria-labelledby="tandem-build-status">%4$s</div>',
        esc_attr(TANDEM_BUILD_STATUS_OPTION),
        esc_attr((string) get_option(TANDEM_BUILD_STATUS_OPTION, '')),
        esc_html($note),
        tandem_build_status_html(tandem_build_status_url())
    );
}, 20);
