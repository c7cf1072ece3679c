<?php
/**
 * The post types and the taxonomy of the site, under their REST names. Every type supports
 * menu order ('page-attributes'), which is what makes `orderby=menu_order` valid in its REST collection.
 */

defined('ABSPATH') || exit;

/**
 * REST base => [singular, plural, permalink base, hierarchical]. The bases are the paths the site's route
 * table expects in `link` (types without a page on the site keep WordPress's default: their own name).
 */
function tandem_post_types(): array
{
    return [
        'activities' => ['Activiteit', 'Activiteiten', 'agenda', false],
        'careers'    => ['Vacature', 'Vacatures', 'vacatures', false],
        'concepts'   => ['Concept', 'Concepten', 'concepten', false],
        'partners'   => ['Partner', 'Partners', 'partners', false],
        'products'   => ['Product', 'Producten en diensten', 'producten-en-diensten', true],
        'people'     => ['Persoon', 'Mensen', 'people', false],
        'references' => ['Referentie', 'Referenties', 'referenties', false],
    ];
}

add_action('init', function (): void {
    foreach (tandem_post_types() as $type => [$singular, $plural, $slug, $hierarchical]) {
        register_post_type($type, [
            'labels'       => ['name' => $plural, 'singular_name' => $singular],
            'public'       => true,
            'show_ui'      => true,
            'show_in_rest' => true,
            'rest_base'    => $type,
            'hierarchical' => $hierarchical,
            'has_archive'  => false,
            'rewrite'      => ['slug' => $slug, 'with_front' => false],
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
