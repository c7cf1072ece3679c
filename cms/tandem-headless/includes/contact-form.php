<?php
/**
 * POST /gf/v2/forms/1/submissions, compatible with Gravity Forms' REST API, for when Gravity Forms is not
 * installed: the site's contact form (spec section 3). Validates on the server with Dutch messages per field,
 * answers `is_valid` with a `confirmation_message` or `validation_messages`, and keeps every valid submission
 * as a private "Contactbericht" that editors read in wp-admin. The e-mail notification is tried after the entry
 * is stored, so a mail server that fails loses nothing.
 */

defined('ABSPATH') || exit;

/** Field number => [label, required, kind]; the same fields as the site's form. */
const TANDEM_CONTACT_FIELDS = [
    4 => ['Praktijknaam', false, 'text'],
    1 => ['Naam', true, 'text'],
    2 => ['E-mailadres', true, 'email'],
    5 => ['Telefoonnummer', true, 'text'],
    3 => ['Vraag of opmerking', true, 'textarea'],
];
const TANDEM_CONTACT_MAX_LENGTH = 2000;
const TANDEM_CONTACT_HONEYPOT = 'website';
const TANDEM_CONTACT_CONFIRMATION = '<p>Bedankt voor uw bericht. Wij nemen binnen twee werkdagen contact met u op.</p>';

add_action('init', function (): void {
    register_post_type('contact_entry', [
        'labels'          => ['name' => 'Contactberichten', 'singular_name' => 'Contactbericht'],
        'public'          => false,
        'show_ui'         => true,
        // In REST for staff only (private entries need the right to read private posts), e.g. for a CRM export.
        'show_in_rest'    => true,
        'rest_base'       => 'contact-entries',
        'supports'        => ['title', 'editor', 'custom-fields'],
        'menu_icon'       => 'dashicons-email-alt',
        'capability_type' => 'post',
        'capabilities'    => ['create_posts' => 'do_not_allow'], // entries come from the form only
        'map_meta_cap'    => true,
    ]);
    foreach ([...array_map(fn ($number) => "input_$number", array_keys(TANDEM_CONTACT_FIELDS)), 'spam', 'notification'] as $key) {
        register_post_meta('contact_entry', $key, ['type' => 'string', 'single' => true, 'show_in_rest' => true]);
    }
});

// Entries hold visitors' personal data: they stay private, whatever an editing screen offers.
add_filter('wp_insert_post_data', function (array $data): array {
    if ($data['post_type'] === 'contact_entry' && !in_array($data['post_status'], ['private', 'trash', 'auto-draft'], true)) {
        $data['post_status'] = 'private';
    }
    return $data;
});

add_action('rest_api_init', function (): void {
    if (class_exists('GFAPI')) {
        return; // Gravity Forms answers this route itself
    }
    register_rest_route('gf/v2', '/forms/(?P<form_id>\d+)/submissions', [
        'methods'             => 'POST',
        'permission_callback' => '__return_true',
        'callback'            => 'tandem_contact_submission',
    ]);
});

function tandem_contact_submission(WP_REST_Request $request): WP_REST_Response
{
    if ((int) $request['form_id'] !== 1) {
        return new WP_REST_Response(['code' => 'gf_form_not_found', 'message' => 'Formulier niet gevonden'], 404);
    }
    $params = $request->get_json_params() ?: $request->get_body_params();
    $values = [];
    foreach (TANDEM_CONTACT_FIELDS as $number => [, , $kind]) {
        $raw = is_scalar($params["input_$number"] ?? null) ? (string) $params["input_$number"] : '';
        $values[$number] = $kind === 'textarea' ? sanitize_textarea_field($raw) : sanitize_text_field($raw);
    }

    $messages = tandem_contact_validate($values);
    if ($messages) {
        return new WP_REST_Response(['is_valid' => false, 'validation_messages' => (object) $messages, 'page_number' => 1, 'source_page_number' => 1], 400);
    }

    $is_spam = trim((string) ($params[TANDEM_CONTACT_HONEYPOT] ?? '')) !== '';
    $entry_id = tandem_contact_store($values, $is_spam);
    if (!$entry_id) {
        return new WP_REST_Response(['code' => 'tandem_entry_not_saved', 'message' => 'Het bericht kon niet worden opgeslagen.'], 500);
    }
    if (!$is_spam) {
        tandem_contact_notify($entry_id, $values);
    }
    // Bots get the same answer as people, so the honeypot gives nothing away.
    return new WP_REST_Response([
        'is_valid'             => true,
        'page_number'          => 0,
        'source_page_number'   => 1,
        'confirmation_type'    => 'message',
        'confirmation_message' => TANDEM_CONTACT_CONFIRMATION,
    ], 200);
}

/** @return array<int, string> messages keyed by field number */
function tandem_contact_validate(array $values): array
{
    $messages = [];
    foreach (TANDEM_CONTACT_FIELDS as $number => [$label, $required, $kind]) {
        $value = $values[$number];
        if ($value === '') {
            if ($required) {
                $messages[$number] = $label . ' is verplicht';
            }
            continue;
        }
        if ($kind === 'email' && !is_email($value)) {
            $messages[$number] = 'Vul een geldig e-mailadres in, bijvoorbeeld naam@praktijk.nl';
        } elseif ($kind === 'textarea' && mb_strlen($value) > TANDEM_CONTACT_MAX_LENGTH) {
            $messages[$number] = 'Gebruik maximaal ' . TANDEM_CONTACT_MAX_LENGTH . ' tekens';
        }
    }
    return $messages;
}

function tandem_contact_store(array $values, bool $is_spam): int
{
    $lines = [];
    foreach (TANDEM_CONTACT_FIELDS as $number => [$label]) {
        $lines[] = $label . ': ' . ($values[$number] !== '' ? $values[$number] : '—');
    }
    $title = trim($values[1] . ($values[4] !== '' ? ' – ' . $values[4] : ''));
    $entry_id = wp_insert_post([
        'post_type'    => 'contact_entry',
        'post_status'  => 'private',
        'post_title'   => ($is_spam ? '[spam] ' : '') . $title,
        'post_content' => implode("\n", $lines),
    ], false, false);
    if (!$entry_id) {
        return 0;
    }
    foreach ($values as $number => $value) {
        update_post_meta($entry_id, "input_$number", $value);
    }
    update_post_meta($entry_id, 'spam', $is_spam ? '1' : '');
    return (int) $entry_id;
}

/** Tells the office; a failing mail server is recorded on the entry, the entry itself is already safe. */
function tandem_contact_notify(int $entry_id, array $values): void
{
    $to = tandem_site_options()['email_address'] ?: get_option('admin_email');
    $body = get_post_field('post_content', $entry_id) . "\n\n" . admin_url('post.php?post=' . $entry_id . '&action=edit');
    try {
        $sent = wp_mail($to, 'Nieuw contactbericht van ' . $values[1], $body, ['Reply-To: ' . $values[2]]);
    } catch (Throwable $error) {
        $sent = false;
    }
    update_post_meta($entry_id, 'notification', $sent ? 'sent' : 'failed');
}
