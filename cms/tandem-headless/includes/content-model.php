<?php
/**
 * The post types and the taxonomy of the site, under their REST names. Every type supports
 * menu order ('page-attributes'), which is what makes `orderby=menu_order` valid in its REST collection.
 */

defined('ABSPATH') || exit;

/** REST base => [singular, plural, hierarchical]. */
function tandem_post_types(): array
{
    return [
        'activities' => ['Activiteit', 'Activiteiten', false],
        'careers'    => ['Vacature', 'Vacatures', false],
        'concepts'   => ['Concept', 'Concepten', false],
        'partners'   => ['Partner', 'Partners', false],
        'products'   => ['Product', 'Producten en diensten', true],
        'people'     => ['Persoon', 'Mensen', false],
        'references' => ['Referentie', 'Referenties', false],
    ];
}

/**
 * A type's permalink base: the path prefix the site's route table gives it (route-places.json, generated from
 * src/lib/route-table.ts), so its items' `link` is their path on the site. Types without a page on the site
 * (partners, people) keep WordPress's default: their own name.
 */
function tandem_permalink_base(string $type): string
{
    $prefix = trim(tandem_route_places()[$type] ?? '', '/');
    return $prefix !== '' ? $prefix : $type;
}

add_action('init', function (): void {
    foreach (tandem_post_types() as $type => [$singular, $plural, $hierarchical]) {
        register_post_type($type, [
            'labels'       => ['name' => $plural, 'singular_name' => $singular],
            'public'       => true,
            'show_ui'      => true,
            'show_in_rest' => true,
            'rest_base'    => $type,
            'hierarchical' => $hierarchical,
            'has_archive'  => false,
            'rewrite'      => ['slug' => tandem_permalink_base($type), 'with_front' => false],
            'supports'     => ['title', 'editor', 'excerpt', 'thumbnail', 'page-attributes', 'revisions'],
            'menu_icon'    => 'dashicons-admin-post',
        ]);
    }
    register_taxonomy('activity_type', ['activities'], [
        'labels'       => ['name' => 'Soorten activiteit', 'singular_name' => 'Soort activiteit'],
        'public'       => false,
        'show_ui'      => true,
        'show_in_rest' => true,
        'rest_base'    => 'activity_type',
        'hierarchical' => true,
    ]);
});

/** The site asks for people with per_page=150; WordPress stops at 100 unless told otherwise. */
add_filter('rest_people_collection_params', function (array $params): array {
    $params['per_page']['maximum'] = 150;
    return $params;
});
