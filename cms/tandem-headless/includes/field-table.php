<?php
/**
 * The fields the templates read, per type, as the site's source plugin expects them in `acf` (the same table
 * as plugins/gatsby-source-wp-rest/src/normalize/acf-fields.ts). Stored as post meta under the same keys, so
 * a site with the ACF plugin and one without give the same shape.
 *
 * Kinds: text, textarea, bool, keys (a list of fixed choices), ids (related posts), features (title + text rows),
 * date (YYYY-MM-DD), datetime (YYYY-MM-DDTHH:MM:SS), url.
 */

defined('ABSPATH') || exit;

const TANDEM_BENEFITS = [
    'bike_lease'      => 'Fietsleaseregeling',
    'sabbatical'      => 'Sabbatical',
    'workation'       => 'Workation',
    'hybrid_work'     => 'Hybride werken',
    'lunch'           => 'Verzorgde lunch',
    'sports'          => 'Sportvereniging',
    'holidays'        => 'Ruime vakantiedagen',
    'company_fitness' => 'Bedrijfsfitness',
    'learning'        => 'Opleiding en ontwikkeling',
];

function tandem_field_table(): array
{
    return [
        'page'       => [
            'meta_description' => ['kind' => 'textarea', 'label' => 'Metabeschrijving'],
            'intro'            => ['kind' => 'textarea', 'label' => 'Intro'],
            'show_people'      => ['kind' => 'bool', 'label' => 'Toon het team'],
            'show_partners'    => ['kind' => 'bool', 'label' => 'Toon de partners'],
        ],
        'products'   => [
            'meta_description' => ['kind' => 'textarea', 'label' => 'Metabeschrijving'],
            'subtitle'         => ['kind' => 'text', 'label' => 'Ondertitel'],
            'intro'            => ['kind' => 'textarea', 'label' => 'Intro'],
            'features'         => ['kind' => 'features', 'label' => 'Kenmerken'],
        ],
        'concepts'   => [
            'meta_description' => ['kind' => 'textarea', 'label' => 'Metabeschrijving'],
            'subtitle'         => ['kind' => 'text', 'label' => 'Ondertitel'],
            'intro'            => ['kind' => 'textarea', 'label' => 'Intro'],
        ],
        'references' => [
            'practice_name' => ['kind' => 'text', 'label' => 'Praktijknaam'],
            'location'      => ['kind' => 'text', 'label' => 'Plaats'],
            'quote'         => ['kind' => 'textarea', 'label' => 'Citaat'],
            'person_name'   => ['kind' => 'text', 'label' => 'Naam'],
            'person_role'   => ['kind' => 'text', 'label' => 'Functie'],
            'products'      => ['kind' => 'ids', 'label' => 'Gebruikte producten', 'post_type' => 'products'],
        ],
        'careers'    => [
            'location'        => ['kind' => 'text', 'label' => 'Standplaats'],
            'hours'           => ['kind' => 'text', 'label' => 'Uren'],
            'employment_type' => ['kind' => 'text', 'label' => 'Dienstverband (FULL_TIME, PART_TIME, …)'],
            'salary'          => ['kind' => 'text', 'label' => 'Salaris'],
            'date_posted'     => ['kind' => 'date', 'label' => 'Geplaatst op'],
            'valid_through'   => ['kind' => 'date', 'label' => 'Geldig tot'],
            'benefits'        => ['kind' => 'keys', 'label' => 'Voordelen', 'choices' => TANDEM_BENEFITS],
        ],
        'people'     => [
            'role'     => ['kind' => 'text', 'label' => 'Functie'],
            'email'    => ['kind' => 'text', 'label' => 'E-mailadres'],
            'linkedin' => ['kind' => 'url', 'label' => 'LinkedIn'],
        ],
        'partners'   => [
            'website'     => ['kind' => 'url', 'label' => 'Website'],
            'description' => ['kind' => 'textarea', 'label' => 'Beschrijving'],
        ],
        'activities' => [
            'start'            => ['kind' => 'datetime', 'label' => 'Begin'],
            'end'              => ['kind' => 'datetime', 'label' => 'Einde'],
            'location'         => ['kind' => 'text', 'label' => 'Locatie'],
            'registration_url' => ['kind' => 'url', 'label' => 'Aanmeldlink'],
        ],
    ];
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
        default:
            return sanitize_text_field((string) $value);
    }
}
