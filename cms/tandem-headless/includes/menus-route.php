<?php
/**
 * Menus by location in the shape of the WP-API Menus plugin (v2), built from WordPress's own menus and the
 * theme locations below, for when that plugin is not installed:
 *   GET /wp-api-menus/v2/menu-locations/            the locations with their menu
 *   GET /wp-api-menus/v2/menu-locations/{location}  the menu's items as a tree (children)
 */

defined('ABSPATH') || exit;

const TANDEM_MENU_LOCATIONS = [
    'exquise-menu'      => 'Exquise-menu (flyout)',
    'main-menu'         => 'Hoofdmenu (flyout)',
    'secondary-menu'    => 'Secundair menu (flyout)',
    'footer-menu-left'  => 'Footer links',
    'footer-menu-right' => 'Footer rechts',
];

add_action('after_setup_theme', fn () => register_nav_menus(TANDEM_MENU_LOCATIONS), 20);

add_action('rest_api_init', function (): void {
    if (function_exists('wp_api_v2_menus_get_all_locations') || class_exists('WP_REST_Menus')) {
        return; // the real plugin answers these routes
    }
    register_rest_route('wp-api-menus/v2', '/menu-locations', [
        'methods'             => 'GET',
        'permission_callback' => '__return_true',
        'callback'            => 'tandem_menu_locations',
    ]);
    register_rest_route('wp-api-menus/v2', '/menu-locations/(?P<location>[a-zA-Z0-9_-]+)', [
        'methods'             => 'GET',
        'permission_callback' => '__return_true',
        'callback'            => 'tandem_menu_at_location',
    ]);
});

function tandem_menu_locations(): array
{
    $assigned = get_nav_menu_locations();
    $locations = [];
    foreach (array_keys(TANDEM_MENU_LOCATIONS) as $location) {
        $menu = isset($assigned[$location]) ? wp_get_nav_menu_object($assigned[$location]) : false;
        if ($menu) {
            $locations[$location] = [
                'ID'          => $menu->term_id,
                'name'        => $menu->name,
                'slug'        => $menu->slug,
                'description' => $menu->description,
                'count'       => $menu->count,
            ];
        }
    }
    return $locations;
}

/** @return array|WP_Error */
function tandem_menu_at_location(WP_REST_Request $request)
{
    $location = $request['location'];
    $assigned = get_nav_menu_locations();
    if (!isset(TANDEM_MENU_LOCATIONS[$location])) {
        return new WP_Error('rest_menu_location_unknown', 'Onbekende menulocatie: ' . $location, ['status' => 404]);
    }
    if (empty($assigned[$location])) {
        return []; // a known location without a menu is an empty menu
    }
    $items = array_filter(wp_get_nav_menu_items($assigned[$location]) ?: [], 'tandem_menu_item_is_public');
    return tandem_menu_tree($items, 0);
}

/**
 * Whether a menu item may be served to anyone: an item that points at a page or post that is not published
 * (a draft, private, scheduled or trashed page, or one deleted since) is left out, with the items below it;
 * otherwise its title and `?page_id=` link would reach the site. Custom links and terms are served as they are.
 */
function tandem_menu_item_is_public(WP_Post $item): bool
{
    if ($item->type === 'post_type') {
        return get_post_status((int) $item->object_id) === 'publish';
    }
    if ($item->type === 'taxonomy') {
        return term_exists((int) $item->object_id, $item->object) !== null;
    }
    return true;
}

function tandem_menu_tree(array $items, int $parent): array
{
    $tree = [];
    foreach ($items as $item) {
        if ((int) $item->menu_item_parent !== $parent) {
            continue;
        }
        $tree[] = [
            'ID'          => $item->ID,
            'order'       => (int) $item->menu_order,
            'parent'      => $parent,
            'title'       => $item->title,
            'url'         => $item->url,
            'attr'        => $item->attr_title,
            'target'      => $item->target,
            'classes'     => implode(' ', array_filter((array) $item->classes)),
            'xfn'         => $item->xfn,
            'description' => $item->description,
            'object_id'   => (int) $item->object_id,
            'object'      => $item->object,
            'type'        => $item->type,
            'type_label'  => $item->type_label,
            'children'    => tandem_menu_tree($items, $item->ID),
        ];
    }
    return $tree;
}
