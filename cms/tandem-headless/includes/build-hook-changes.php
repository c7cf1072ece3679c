<?php
/**
 * What changes the site, each noted for the build hook's call (build-hook-call.php): posts of the site's types,
 * their fields, menus and their locations, activity types, the front page setting and the site options.
 */

defined('ABSPATH') || exit;

// Published, updated while published, unpublished or trashed. A post scheduled for later is listed with its
// time: the site's publishing clock asks WordPress to run its cron then, which publishes it and calls again.
add_action('transition_post_status', function (string $new, string $old, WP_Post $post): void {
    if (!in_array($post->post_type, tandem_site_post_types(), true)) {
        return;
    }
    if ($new === 'future') {
        tandem_build_hook_changed($post->post_type, $post->ID, 'scheduled', gmdate('Y-m-d\\TH:i:s\\Z', strtotime($post->post_date_gmt . ' UTC')));
        return;
    }
    if ($new !== 'publish' && $old !== 'publish') {
        return;
    }
    $action = $new === 'publish' ? ($old === 'publish' ? 'updated' : 'published') : ($new === 'trash' ? 'trashed' : 'unpublished');
    tandem_build_hook_changed($post->post_type, $post->ID, $action);
}, 10, 3);

// Deleted for good without passing the trash (no status transition), or a menu item deleted.
add_action('before_delete_post', function (int $post_id, WP_Post $post): void {
    if ($post->post_type === 'nav_menu_item') {
        foreach (wp_get_object_terms($post_id, 'nav_menu', ['fields' => 'ids']) as $menu_id) {
            tandem_build_hook_changed('menu', (int) $menu_id, 'updated');
        }
    } elseif ($post->post_status === 'publish' && in_array($post->post_type, tandem_site_post_types(), true)) {
        tandem_build_hook_changed($post->post_type, $post_id, 'deleted');
    }
}, 10, 2);

// Field values are saved after the post itself; a change to only the fields must also rebuild.
function tandem_build_hook_field_changed($meta_ids, int $post_id, string $key): void
{
    $post = get_post($post_id);
    if ($post && $post->post_status === 'publish' && in_array($post->post_type, tandem_site_post_types(), true) && !str_starts_with($key, '_')) {
        tandem_build_hook_changed($post->post_type, $post_id, 'updated');
    }
}
foreach (['added_post_meta', 'updated_post_meta', 'deleted_post_meta'] as $meta_hook) {
    add_action($meta_hook, 'tandem_build_hook_field_changed', 10, 3);
}

// A whole menu saved or deleted in wp-admin, one item changed (REST, Customizer), or the menus' locations.
add_action('wp_update_nav_menu', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'updated'));
add_action('wp_update_nav_menu_item', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'updated'));
add_action('wp_delete_nav_menu', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'deleted'));
add_action('update_option_theme_mods_' . get_option('stylesheet'), fn () => tandem_build_hook_changed('menu-locations', 0, 'updated'));

// The site options, and which page is the front page.
foreach (['add_option_', 'update_option_'] as $option_hook) {
    add_action($option_hook . TANDEM_OPTIONS_KEY, fn () => tandem_build_hook_changed('options', 0, 'updated'));
}
foreach (['page_on_front', 'show_on_front'] as $front_option) {
    add_action("update_option_$front_option", fn () => tandem_build_hook_changed('front-page', 0, 'updated'));
}

foreach (['created' => 'created', 'edited' => 'updated', 'delete' => 'deleted'] as $term_hook => $term_action) {
    add_action("{$term_hook}_activity_type", fn (int $term_id) => tandem_build_hook_changed('activity_type', $term_id, $term_action));
}
