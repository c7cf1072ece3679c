<?php
/**
 * The site options (company, phone, e-mail, socials, address, remote-support download), editable under
 * Instellingen → Website, and served like ACF's options endpoint: GET /acf/v3/options/options → { acf: {…} }.
 */

defined('ABSPATH') || exit;

const TANDEM_OPTIONS_KEY = 'tandem_site_options';

/** The options and their Dutch names: the build's table (content-rules.json, `npm run cms:contracts`). */
function tandem_option_fields(): array
{
    return tandem_content_rules()['options'] ?? [];
}

function tandem_site_options(): array
{
    $stored = get_option(TANDEM_OPTIONS_KEY, []);
    $options = [];
    foreach (array_keys(tandem_option_fields()) as $key) {
        $options[$key] = is_array($stored) && isset($stored[$key]) ? (string) $stored[$key] : '';
    }
    return $options;
}

add_action('rest_api_init', function (): void {
    if (class_exists('ACF')) {
        return; // ACF Pro with the options page serves this route
    }
    register_rest_route('acf/v3', '/options/options', [
        'methods'             => 'GET',
        'permission_callback' => '__return_true',
        'callback'            => fn () => ['acf' => tandem_site_options()],
    ]);
});

add_action('admin_init', function (): void {
    register_setting('tandem_site_options', TANDEM_OPTIONS_KEY, [
        'type'              => 'array',
        'sanitize_callback' => function ($input): array {
            $clean = [];
            foreach (array_keys(tandem_option_fields()) as $key) {
                $value = (string) ($input[$key] ?? '');
                $is_address = in_array($key, ['facebook', 'twitter', 'linkedin', 'remote_support_url'], true);
                $clean[$key] = $is_address ? esc_url_raw($value) : sanitize_text_field($value);
            }
            return $clean;
        },
    ]);
});

add_action('admin_menu', function (): void {
    add_options_page('Website', 'Website', 'manage_options', 'tandem-website', 'tandem_render_options_page');
});

function tandem_render_options_page(): void
{
    $options = tandem_site_options();
    echo '<div class="wrap"><h1>Website</h1><form method="post" action="options.php">';
    settings_fields('tandem_site_options');
    echo '<table class="form-table" role="presentation">';
    foreach (tandem_option_fields() as $key => $label) {
        printf(
            '<tr><th scope="row"><label for="tandem-%1$s">%2$s</label></th><td><input type="text" class="regular-text" id="tandem-%1$s" name="%3$s[%1$s]" value="%4$s"></td></tr>',
            esc_attr($key),
            esc_html($label),
            esc_attr(TANDEM_OPTIONS_KEY),
            esc_attr($options[$key])
        );
    }
    echo '</table>';
    do_action('tandem_options_page_fields');
    submit_button();
    echo '</form></div>';
}
