<?php
/**
 * POST /gf/v2/forms/1/submissions, compatible with Gravity Forms' REST API, for when Gravity Forms is not
 * installed: the site's contact form. Validates on the server with Dutch messages per field
 * (400, never 500), limits how often it accepts a message (contact-limits.php: 429, or a proof of work
 * at the hourly cap: contact-proof-of-work.php), answers `is_valid` with
 * a `confirmation_message` or `validation_messages`, and keeps every accepted submission as a private
 * "Contactbericht". The e-mail notification is tried after the entry is stored, so a mail server that fails
 * loses nothing.
 */

defined('ABSPATH') || exit;

/**
 * Far more than five full fields; a larger body is not a visitor's message (413). Below it, an overlong field
 * gets its message under the field, as any other mistake does.
 */
const TANDEM_CONTACT_MAX_BODY = 1024 * 1024;

/**
 * The form as the site's form has it: fields, labels, limits, the honeypot, the phone rule and every Dutch text.
 * contact-contract.json is generated from src/lib/contact/ (includes/generated.php), so the browser and this
 * route check the same things and say the same words.
 *
 * @return array{fields?: list<array>, honeypot?: string, phone?: array, confirmation?: string, messages?: array<string, string>}
 */
function tandem_contact_contract(): array
{
    return tandem_generated('contact-contract.json');
}

/**
 * Field number => field, in the form's order (the order of `validation_messages` too). Empty when the contract
 * cannot be read: the route then accepts nothing.
 *
 * @return array<int, array{label: string, kind: string, required: bool, maxLength: int, messages: array<string, string>}>
 */
function tandem_contact_fields(): array
{
    static $fields = null;
    if ($fields === null) {
        $fields = [];
        foreach (tandem_contact_contract()['fields'] ?? [] as $field) {
            $fields[(int) $field['number']] = $field;
        }
    }
    return $fields;
}

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

function tandem_contact_error(string $code, string $message, int $status): WP_REST_Response
{
    return new WP_REST_Response(['code' => $code, 'message' => $message, 'data' => ['status' => $status]], $status);
}

function tandem_contact_submission(WP_REST_Request $request): WP_REST_Response
{
    if ((int) $request['form_id'] !== 1) {
        return tandem_contact_error('gf_form_not_found', 'Formulier niet gevonden', 404);
    }
    $contract = tandem_contact_contract();
    if (!tandem_contact_fields()) {
        // Without the fields nothing can be checked, and an unchecked message is not stored (generated.php logs why).
        return tandem_contact_error('tandem_form_unavailable', TANDEM_CONTACT_LIMITS_UNAVAILABLE['message'], 500);
    }
    if (strlen($request->get_body()) > TANDEM_CONTACT_MAX_BODY) {
        return tandem_contact_error('tandem_too_large', $contract['messages']['tooLarge'], 413);
    }
    $params = $request->get_json_params() ?: $request->get_body_params();
    $raw = [];
    foreach (array_keys(tandem_contact_fields()) as $number) {
        $raw[$number] = is_scalar($params["input_$number"] ?? null) ? (string) $params["input_$number"] : '';
    }

    $messages = tandem_contact_validate($raw);
    if ($messages) {
        return new WP_REST_Response(['is_valid' => false, 'validation_messages' => (object) $messages, 'page_number' => 1, 'source_page_number' => 1], 400);
    }
    $values = tandem_contact_clean($raw);

    // A browser's autofill can fill the hidden field too: such a message is kept (flagged), never thrown away.
    $honeypot = $params[$contract['honeypot']] ?? null;
    $is_spam = is_scalar($honeypot) && trim((string) $honeypot) !== '';
    $address_keys = tandem_contact_address_keys(tandem_contact_client_address());
    // The proof of work, only looked at when the hourly cap is reached (contact-proof-of-work.php).
    $solution = is_string($params[TANDEM_CONTACT_SOLUTION_FIELD] ?? null) ? $params[TANDEM_CONTACT_SOLUTION_FIELD] : '';
    // One address's flood is refused before the lock, so it never makes other visitors wait (503 tandem_busy);
    // inside the lock everything is counted again, exactly.
    $early = tandem_contact_address_limit_reached($address_keys);
    if ($early !== null) {
        return tandem_contact_limit_response($early);
    }
    $outcome = tandem_contact_locked(function () use ($values, $is_spam, $address_keys, $solution) {
        $limit = tandem_contact_limit_reached($address_keys, $is_spam, $solution);
        return $limit ?? tandem_contact_store($values, $is_spam, $address_keys);
    });
    if ($outcome === null) {
        return tandem_contact_error('tandem_busy', 'Het bericht kon nu niet worden opgeslagen. Probeer het zo opnieuw.', 503);
    }
    if (is_array($outcome) && empty($outcome['drop'])) {
        return tandem_contact_limit_response($outcome);
    }
    if (!$outcome) {
        return tandem_contact_error('tandem_entry_not_saved', 'Het bericht kon niet worden opgeslagen.', 500);
    }
    if (!$is_spam) {
        tandem_contact_notify($outcome, $values);
    }
    // Bots get the same answer as people, so the honeypot gives nothing away.
    return new WP_REST_Response([
        'is_valid'             => true,
        'page_number'          => 0,
        'source_page_number'   => 1,
        'confirmation_type'    => 'message',
        'confirmation_message' => $contract['confirmation'],
    ], 200);
}

/** The values as stored: markup and surplus whitespace removed. */
function tandem_contact_clean(array $raw): array
{
    $values = [];
    foreach (tandem_contact_fields() as $number => ['kind' => $kind]) {
        $values[$number] = $kind === 'multiline' ? sanitize_textarea_field($raw[$number]) : sanitize_text_field($raw[$number]);
    }
    return $values;
}

/**
 * The length is checked on what was sent (a 300 KB name never reaches the sanitiser or the database), the
 * rest on the cleaned value.
 *
 * @return array<int, string> messages keyed by field number
 */
function tandem_contact_validate(array $raw): array
{
    $messages = [];
    $values = tandem_contact_clean(array_map(fn ($value) => mb_substr($value, 0, 10000), $raw));
    foreach (tandem_contact_fields() as $number => $field) {
        $value = $values[$number];
        $kind = $field['kind'];
        if (mb_strlen($raw[$number]) > $field['maxLength']) {
            $messages[$number] = $field['messages']['tooLong'];
        } elseif ($value === '') {
            if ($field['required']) {
                $messages[$number] = $field['messages']['required'];
            }
        } elseif (
            ($kind === 'email' && !is_email($value))
            || ($kind === 'tel' && !tandem_contact_is_phone($raw[$number]))
        ) {
            $messages[$number] = $field['messages']['invalid'];
        }
    }
    return $messages;
}

/** The site's phone rule: its characters (the site's pattern, as PCRE) and how many digits. */
function tandem_contact_is_phone(string $value): bool
{
    $phone = tandem_contact_contract()['phone'];
    $value = trim($value);
    $digits = strlen(preg_replace('/\D/', '', $value));
    return preg_match($phone['pattern'], $value) === 1 && $digits >= $phone['minDigits'] && $digits <= $phone['maxDigits'];
}

function tandem_contact_store(array $values, bool $is_spam, array $address_keys): int
{
    $lines = [];
    foreach (tandem_contact_fields() as $number => ['label' => $label]) {
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
    foreach ($address_keys as $meta_key => $key) {
        update_post_meta($entry_id, $meta_key, $key);
    }
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
