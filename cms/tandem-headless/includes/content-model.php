<?php
/**
 * The post types and the taxonomy of the site, under their REST names, with their Dutch words in wp-admin
 * (content-labels.php). Every type supports menu order ('page-attributes'), which is what makes
 * `orderby=menu_order` valid in its REST collection.
 */

defined('ABSPATH') || exit;

/** REST base => [singular, plural, hierarchical, article of the singular ('de' or 'het'), menu icon]. */
function tandem_post_types(): array
{
    return [
        'activities' => ['Activiteit', 'Activiteiten', false, 'de', 'dashicons-calendar-alt'],
        'careers'    => ['Vacature', 'Vacatures', false, 'de', 'dashicons-id-alt'],
        'concepts'   => ['Concept', 'Concepten', false, 'het', 'dashicons-lightbulb'],
        'partners'   => ['Partner', 'Partners', false, 'de', 'dashicons-networking'],
        'products'   => ['Product', 'Producten en diensten', true, 'het', 'dashicons-products'],
        'people'     => ['Persoon', 'Mensen', false, 'de', 'dashicons-groups'],
        'references' => ['Referentie', 'Referenties', false, 'de', 'dashicons-format-quote'],
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
    foreach (tandem_post_types() as $type => [$singular, $plural, $hierarchical, $article, $icon]) {
        register_post_type($type, [
            'labels'       => tandem_post_type_labels($type, $singular, $plural, $article),
            'public'       => true,
            'show_ui'      => true,
            'show_in_rest' => true,
            'rest_base'    => $type,
            'hierarchical' => $hierarchical,
            'has_archive'  => false,
            'rewrite'      => ['slug' => tandem_permalink_base($type), 'with_front' => false],
            'supports'     => ['title', 'editor', 'excerpt', 'thumbnail', 'page-attributes', 'revisions'],
            'menu_icon'    => $icon,
        ]);
    }
    register_taxonomy('activity_type', ['activities'], [
        'labels'       => tandem_activity_type_labels(),
        'public'       => false,
        'show_ui'      => true,
        'show_in_rest' => true,
        'rest_base'    => 'activity_type',
        'hierarchical' => true,
    ]);
});

/**
 * The featured image panel needs the theme's support as well as the type's, and the theme may be one that declares
 * none (the plugin's own is empty: headless-theme.php): the plugin declares it for the types whose image the site
 * shows, whatever theme is active (a theme that supports every type keeps doing so; one that names its own types
 * gets these added).
 */
add_action('after_setup_theme', function (): void {
    add_theme_support('post-thumbnails', array_keys(TANDEM_FEATURED_IMAGES));
}, 20);

/** The site asks for people with per_page=150; WordPress stops at 100 unless told otherwise. */
add_filter('rest_people_collection_params', function (array $params): array {
    $params['per_page']['maximum'] = 150;
    return $params;
});
