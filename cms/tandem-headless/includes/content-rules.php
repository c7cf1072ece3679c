<?php
/**
 * The content rules the site's build checks, as WordPress applies them at save: read from content-rules.json,
 * which `npm run cms:contracts` writes from the build's own rules (plugins/gatsby-source-wp-rest/src/rules/), so
 * the limits, patterns and Dutch messages are the same on both sides. The functions here use no WordPress API, so
 * a test can run them on the corpus's values with plain PHP and compare them with the build's verdicts.
 */

defined('ABSPATH') || exit;

/** The rules; without them WordPress would save fields unchecked and serve none, so a missing file stops it. */
function tandem_content_rules(): array
{
    $rules = tandem_generated('content-rules.json');
    if (!is_array($rules['fields'] ?? null)) {
        throw new RuntimeException('content-rules.json is missing or not the generated rules; run npm run cms:contracts');
    }
    return $rules;
}

/** A text's length in characters (code points), without mbstring, which Debian's php-cli lacks. */
function tandem_text_length(string $text): int
{
    return (int) preg_match_all('/./su', $text);
}

/** A message with its placeholders filled in; values shortened to 60 characters, as the build does. */
function tandem_rule_message(string $key, array $values): string
{
    $replace = [];
    foreach ($values as $name => $value) {
        $value = (string) $value;
        $replace['{' . $name . '}'] = tandem_text_length($value) > 60 && preg_match('/^.{60}/su', $value, $start) ? $start[0] . '…' : $value;
    }
    return strtr((string) tandem_content_rules()['messages'][$key], $replace);
}

/** Why a value is not a date of the kind (Dutch), or null when it is one or empty. */
function tandem_date_problem(string $value, string $kind, string $label = 'Datum'): ?string
{
    $value = trim($value);
    if ($value === '') {
        return null;
    }
    $rules = tandem_content_rules();
    // What the build reads as a date (normalize/date.ts): with or without a time, or ACF's 20261210.
    $pattern = '/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/';
    $date = preg_match('/^(\d{4})(\d{2})(\d{2})$/', $value, $acf) ? "$acf[1]-$acf[2]-$acf[3]" : $value;
    if (!preg_match($pattern, $date, $parts) || !checkdate((int) $parts[2], (int) $parts[3], (int) $parts[1])
        || (int) ($parts[4] ?? 0) > 23 || (int) ($parts[5] ?? 0) > 59 || (int) ($parts[6] ?? 0) > 59) {
        return tandem_rule_message('notDate', ['label' => $label, 'value' => $value, 'format' => $rules['dateFormats'][$kind]]);
    }
    $years = $rules['dateYears'];
    if ((int) $parts[1] < $years['min'] || (int) $parts[1] > $years['max']) {
        return tandem_rule_message('dateOutOfRange', ['label' => $label, 'value' => $value, 'min' => $years['min'], 'max' => $years['max']]);
    }
    return null;
}

/**
 * Whether a link may go into a page's href as it is: a site path (not `//host` or `/\host`), a fragment, a
 * complete http(s) address with a host, mailto: with one e-mail address, or tel: with something after it. The
 * build's url-gate.ts.
 */
function tandem_link_is_allowed(string $link): bool
{
    $link = trim($link);
    if (preg_match('/[\x00-\x1f\x7f]/', $link) || preg_match('/' . tandem_content_rules()['forbiddenCharacters'] . '/u', $link)) {
        return false;
    }
    $spaced = (bool) preg_match('/\s/u', $link);
    if (str_starts_with($link, '#') && !$spaced) {
        return true;
    }
    if (preg_match('#^/(?![/\\\\])#', $link) && !$spaced && !str_contains($link, '\\')) {
        return true;
    }
    if (preg_match('/^https?:/i', $link)) {
        if ($spaced || str_contains($link, '\\') || !preg_match('#^https?://[^/]#i', $link)) {
            return false;
        }
        $host = parse_url($link, PHP_URL_HOST);
        return is_string($host) && $host !== '';
    }
    if (preg_match('/^mailto:([^?]*)/i', $link, $mail)) {
        // One address; the build drops a query (?bcc=, ?body=) and refuses %-escapes (url-gate.ts mailAddress).
        $pattern = '/' . str_replace('/', '\/', tandem_content_rules()['emailPattern']) . '/';
        return !str_contains($mail[1], '%') && preg_match($pattern, $mail[1]) === 1;
    }
    return (bool) preg_match('/^tel:\S/i', $link);
}

/** Why a value may not be saved in the field (Dutch), or null when it may. Empty values are checked by `required`. */
function tandem_field_problem($value, array $field): ?string
{
    $rules = tandem_content_rules();
    $label = $field['label'];
    $kind = $field['kind'];
    $text = is_scalar($value) ? trim((string) $value) : '';
    if (!in_array($kind, ['text', 'textarea', 'email', 'url', 'date', 'datetime', 'choice'], true)) {
        return null;
    }
    if ($text === '') {
        return !empty($field['required']) ? tandem_rule_message('required', ['label' => $label]) : null;
    }
    if ($kind === 'choice') {
        return array_key_exists($text, $field['choices'] ?? []) ? null : tandem_rule_message('choice', ['label' => $label, 'value' => $text]);
    }
    if (isset($field['maxLength']) && tandem_text_length($text) > $field['maxLength']) {
        return tandem_rule_message('tooLong', ['label' => $label, 'max' => $field['maxLength']]);
    }
    if (preg_match('/' . $rules['forbiddenCharacters'] . '/u', $text)) {
        return tandem_rule_message('forbiddenCharacters', ['label' => $label]);
    }
    switch ($kind) {
        case 'date':
        case 'datetime':
            return tandem_date_problem($text, $kind, $label);
        case 'url':
            return tandem_link_is_allowed($text) ? null : tandem_rule_message('link', ['label' => $label, 'value' => $text]);
        case 'email':
            return preg_match('/' . str_replace('/', '\/', $rules['emailPattern']) . '/', $text) ? null : tandem_rule_message('email', ['label' => $label, 'value' => $text]);
    }
    return null;
}

/**
 * The problems of a whole set of values for a type's fields: each field's own, then a date that comes before the
 * one it may not precede (an end before its start). Returns key => Dutch problem.
 */
function tandem_fields_problems(array $values, array $fields): array
{
    $problems = [];
    foreach ($fields as $key => $field) {
        $problem = tandem_field_problem($values[$key] ?? null, $field);
        if ($problem !== null) {
            $problems[$key] = $problem;
        }
    }
    foreach ($fields as $key => $field) {
        $earlier = $field['notBefore'] ?? null;
        if ($earlier === null || isset($problems[$key]) || isset($problems[$earlier])) {
            continue;
        }
        $value = trim((string) ($values[$key] ?? ''));
        $before = trim((string) ($values[$earlier] ?? ''));
        if ($value !== '' && $before !== '' && str_replace(' ', 'T', $value) < str_replace(' ', 'T', $before)) {
            $problems[$key] = tandem_rule_message('endBeforeStart', [
                'label' => $field['label'],
                'value' => $value,
                'other' => sprintf('%s (%s)', $fields[$earlier]['label'], $before),
            ]);
        }
    }
    return $problems;
}
