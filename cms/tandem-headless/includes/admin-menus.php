<?php
/**
 * wp-admin without what the website does not use. The site reads no posts and no comments, so editors and authors
 * do not see Posts (Berichten) and Comments (Reacties) in the menu or the admin bar; administrators keep them, to
 * clean up what came in some other way. The CMS's theme shows nothing (headless-theme.php): the Customizer,
 * Themes and the theme file editor are gone for everyone (the menus, which the site does use, stay under Appearance
 * for administrators; without Themes, Appearance opens them).
 */

defined('ABSPATH') || exit;

/** Editors and authors see only what the site uses; administrators see everything. */
function tandem_sees_unused_admin(): bool
{
    return current_user_can('manage_options');
}

add_action('admin_menu', function (): void {
    global $menu, $submenu;
    if (!tandem_sees_unused_admin()) {
        remove_menu_page('edit.php');
        remove_menu_page('edit-comments.php');
    }
    // The theme is the plugin's empty one (headless-theme.php): nothing to choose, and no file to edit in wp-admin.
    remove_submenu_page('themes.php', 'themes.php');
    remove_submenu_page('themes.php', 'theme-editor.php');
    // Debian's Dutch core strings are from an older WordPress, whose "Profile" was the page title "Gebruikers | Je
    // profiel": the menu item of whoever may not manage users says just that.
    foreach ($menu as $position => $item) {
        if (($item[2] ?? '') === 'profile.php') {
            $menu[$position][0] = 'Profiel';
        }
    }
    foreach ($submenu['profile.php'] ?? [] as $position => $item) {
        if (($item[2] ?? '') === 'profile.php') {
            $submenu['profile.php'][$position][0] = 'Profiel';
        }
    }
}, 999);

add_action('admin_bar_menu', function (WP_Admin_Bar $bar): void {
    if (!tandem_sees_unused_admin()) {
        // Before WordPress builds "+ Nieuw" (priority 70), so its own link leads to a type the site uses.
        $post = get_post_type_object('post');
        if ($post) {
            $post->show_in_admin_bar = false;
        }
    }
}, 1);

add_action('admin_bar_menu', function (WP_Admin_Bar $bar): void {
    if (!tandem_sees_unused_admin()) {
        $bar->remove_node('comments');
    }
}, 999);

/**
 * The Customizer edits a theme's look, and there is none: no one may open it, so wp-admin offers it nowhere (the
 * admin bar, the menus screen's "Beheren met live voorbeeld").
 */
add_filter('map_meta_cap', function (array $caps, string $cap): array {
    return $cap === 'customize' ? ['do_not_allow'] : $caps;
}, 10, 2);

/** Pages take no comments either: the site shows none, so the block editor's Discussion panel goes. */
add_action('init', function (): void {
    remove_post_type_support('page', 'comments');
    remove_post_type_support('page', 'trackbacks');
}, 20);
