<?php
/**
 * The fields the templates read, per type, as the site's source plugin expects them in `acf`: WordPress's copy of
 * the build's field table (plugins/gatsby-source-wp-rest/src/rules/fields.ts), generated into content-rules.json
 * (includes/content-rules.php). Stored as post meta under the same keys, so a site with the ACF plugin and one
 * without give the same shape.
 *
 * Kinds: text, textarea, email, url, bool, choice (one of fixed choices), keys (a list of fixed choices), ids (related posts), features (title +
 * text rows), date (YYYY-MM-DD), datetime (YYYY-MM-DDTHH:MM:SS).
 */

defined('ABSPATH') || exit;

function tandem_field_table(): array
{
    return tandem_content_rules()['fields'];
}

/** A field's value as the REST API returns it, from post meta (or from `$stored` when given). */
function tandem_read_field(int $post_id, string $key, array $field, $stored = null)
{
    $value = $stored ?? get_post_meta($post_id, $key, true);
    switch ($field['kind']) {
        case 'bool':
            return (bool) $value;
        case 'keys':
            return is_array($value) ? array_values(array_map('strval', $value)) : [];
        case 'ids':
            return is_array($value) ? array_values(array_map('intval', $value)) : [];
        case 'features':
            if (!is_array($value)) {
                return [];
            }
            return array_values(array_map(
                fn ($row) => ['title' => (string) ($row['title'] ?? ''), 'text' => (string) ($row['text'] ?? '')],
                $value
            ));
        default:
            return is_string($value) ? $value : '';
    }
}

/** Cleans a value an editor or the seeder sends, for its kind. */
function tandem_clean_field($value, array $field)
{
    switch ($field['kind']) {
        case 'bool':
            return $value ? '1' : '';
        case 'choice':
            $choice = is_scalar($value) ? trim((string) $value) : '';
            return array_key_exists($choice, $field['choices'] ?? []) ? $choice : '';
        case 'keys':
            $choices = array_keys($field['choices'] ?? []);
            return array_values(array_filter(array_map('strval', (array) $value), fn ($key) => in_array($key, $choices, true)));
        case 'ids':
            return array_values(array_filter(array_map('intval', (array) $value)));
        case 'features':
            $rows = [];
            foreach ((array) $value as $row) {
                $title = sanitize_text_field($row['title'] ?? '');
                $text  = sanitize_textarea_field($row['text'] ?? '');
                if ($title !== '' || $text !== '') {
                    $rows[] = ['title' => $title, 'text' => $text];
                }
            }
            return $rows;
        case 'url':
            return esc_url_raw((string) $value);
        case 'media':
            return (string) absint($value);
        case 'html':
            return wp_kses_post((string) $value);
        case 'link':
            $link = (array) $value;
            return empty($link['url']) ? '' : [
                'title'  => sanitize_text_field($link['title'] ?? ''),
                'url'    => esc_url_raw($link['url']),
                'target' => ($link['target'] ?? '') === '_blank' ? '_blank' : '',
            ];
        case 'textarea':
            return sanitize_textarea_field((string) $value);
        case 'email':
            return trim(sanitize_text_field((string) $value));
        default:
            return sanitize_text_field((string) $value);
    }
}
