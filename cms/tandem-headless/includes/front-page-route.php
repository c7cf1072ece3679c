<?php
/**
 * GET /moosewp/v1/front-page: the page set as front page (Instellingen → Lezen) with its home-page fields in
 * `acf`: hero, unique selling points, introduction, highlighted products and references. The hero image is
 * returned as a media object, like ACF's image field with return format "array" in REST.
 */

defined('ABSPATH') || exit;

/** The front page's fields; edited in the box under the front page in wp-admin. */
function tandem_front_page_fields(): array
{
    return [
        'meta_description'       => ['kind' => 'textarea', 'label' => 'Metabeschrijving', 'help' => 'De korte tekst die zoekmachines onder de titel van de voorpagina tonen (ongeveer 150 tekens).'],
        'hero_title'             => ['kind' => 'text', 'label' => 'Titel van de hero', 'help' => 'De grote kop bovenaan de voorpagina.'],
        'hero_text'              => ['kind' => 'textarea', 'label' => 'Tekst van de hero', 'help' => 'Een of twee zinnen onder de grote kop.'],
        'hero_image'             => ['kind' => 'media', 'label' => 'Afbeelding van de hero (media-id)', 'help' => 'Het nummer van de afbeelding in de mediabibliotheek (liggend).'],
        'hero_button'            => ['kind' => 'link', 'label' => 'Knop van de hero', 'help' => 'De knop onder de grote kop: tekst en adres.'],
        'usps'                   => ['kind' => 'features', 'label' => 'Waarom praktijken voor ons kiezen', 'help' => 'Blokken met een titel en een korte tekst; lege rijen vallen weg.'],
        'intro_title'            => ['kind' => 'text', 'label' => 'Titel van de introductie', 'help' => 'De kop boven de introductie.'],
        'intro_text'             => ['kind' => 'html', 'label' => 'Introductie', 'help' => 'De tekst van de introductie.'],
        'highlighted_products'   => ['kind' => 'ids', 'label' => 'Uitgelichte producten', 'post_type' => 'products', 'help' => 'De producten die de voorpagina als kaarten toont, in deze volgorde.'],
        'highlighted_references' => ['kind' => 'ids', 'label' => 'Uitgelichte referenties', 'post_type' => 'references', 'help' => 'De referenties die de voorpagina toont.'],
    ];
}

add_action('rest_api_init', function (): void {
    register_rest_route('moosewp/v1', '/front-page', [
        'methods'             => 'GET',
        'permission_callback' => '__return_true',
        'callback'            => 'tandem_front_page',
    ]);
});

/**
 * With `context=edit` (the preview server, logged in as an editor who may edit the page) an unpublished front
 * page is given too, with the title of a newer autosave and that autosave's time as `modified`.
 *
 * @return array|WP_Error
 */
function tandem_front_page(WP_REST_Request $request)
{
    $page = get_post((int) get_option('page_on_front'));
    $preview = $page && $request['context'] === 'edit' && current_user_can('edit_post', $page->ID);
    if (!$page || get_option('show_on_front') !== 'page' || (!$preview && $page->post_status !== 'publish')) {
        return new WP_Error('tandem_no_front_page', 'Er is geen gepubliceerde voorpagina ingesteld (Instellingen → Lezen).', ['status' => 404]);
    }
    if ($preview) {
        return tandem_front_page_preview($page);
    }
    // A password-protected front page gives no fields, like WordPress core gives no content for it.
    if (post_password_required($page)) {
        return [
            'id'        => $page->ID,
            'title'     => get_the_title($page),
            'modified'  => mysql_to_rfc3339($page->post_modified),
            'protected' => true,
            'acf'       => new stdClass(),
        ];
    }
    $acf = [];
    foreach (tandem_front_page_fields() as $key => $field) {
        $acf[$key] = tandem_read_front_page_field($page->ID, $key, $field);
    }
    return [
        'id'       => $page->ID,
        'title'    => get_the_title($page),
        'modified' => mysql_to_rfc3339($page->post_modified),
        'acf'      => $acf,
    ];
}

/** The front page as the preview shows it: its newest autosave's title and version. */
function tandem_front_page_preview(WP_Post $page): array
{
    $autosave = wp_get_post_autosave($page->ID);
    $newer = $autosave && $autosave->post_modified > $page->post_modified;
    $acf = [];
    foreach (tandem_front_page_fields() as $key => $field) {
        $acf[$key] = tandem_read_front_page_field($page->ID, $key, $field);
    }
    return [
        'id'       => $page->ID,
        'title'    => get_the_title($newer ? $autosave : $page),
        'modified' => tandem_preview_version($page),
        'acf'      => $acf,
    ];
}

function tandem_read_front_page_field(int $page_id, string $key, array $field)
{
    $value = get_post_meta($page_id, $key, true);
    switch ($field['kind']) {
        case 'media':
            return $value ? tandem_media_object((int) $value) : null;
        case 'link':
            return is_array($value) && !empty($value['url'])
                ? ['title' => (string) ($value['title'] ?? ''), 'url' => (string) $value['url'], 'target' => (string) ($value['target'] ?? '')]
                : null;
        case 'html':
            return is_string($value) ? wpautop($value) : '';
        default:
            return tandem_read_field($page_id, $key, $field);
    }
}

/** An attachment as the REST API embeds media (the fields the site reads). */
function tandem_media_object(int $attachment_id): ?array
{
    $attachment = get_post($attachment_id);
    if (!$attachment || $attachment->post_type !== 'attachment') {
        return null;
    }
    $meta = wp_get_attachment_metadata($attachment_id) ?: [];
    return [
        'id'            => $attachment_id,
        'slug'          => $attachment->post_name,
        'alt_text'      => (string) get_post_meta($attachment_id, '_wp_attachment_image_alt', true),
        'media_type'    => wp_attachment_is_image($attachment_id) ? 'image' : 'file',
        'mime_type'     => $attachment->post_mime_type,
        'title'         => ['rendered' => get_the_title($attachment)],
        'media_details' => ['width' => (int) ($meta['width'] ?? 0), 'height' => (int) ($meta['height'] ?? 0)],
        'source_url'    => wp_get_attachment_url($attachment_id),
    ];
}
