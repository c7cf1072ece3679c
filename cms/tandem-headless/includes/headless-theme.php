<?php
/**
 * The block editor learns what the theme supports from the active theme in REST (/wp/v2/themes?status=active), and
 * without one it shows no featured image at all, whatever content-model.php declares. So the plugin brings an empty
 * theme of its own (themes/tandem-headless), made active where the active theme is missing: Debian's WordPress
 * installs none. A site with a theme of its own keeps it. (WordPress looks in a registered folder only beside its
 * own wp-content/themes, which every install has and the local CMS makes.)
 */

defined('ABSPATH') || exit;

const TANDEM_HEADLESS_THEME = 'tandem-headless';
register_theme_directory(dirname(__DIR__) . '/themes');

/** Makes the plugin's theme the active one when the active theme is missing; the menus keep their locations. */
function tandem_headless_theme_when_none(): void
{
    if (wp_get_theme()->exists()) {
        return;
    }
    search_theme_directories(true); // perhaps searched before the plugin registered its folder: look again
    if (!wp_get_theme(TANDEM_HEADLESS_THEME)->exists()) {
        return;
    }
    $locations = get_theme_mod('nav_menu_locations'); // kept per theme: the missing theme's are the site's menus
    switch_theme(TANDEM_HEADLESS_THEME);
    if (is_array($locations)) {
        set_theme_mod('nav_menu_locations', $locations);
    }
}
add_action('admin_init', 'tandem_headless_theme_when_none');
