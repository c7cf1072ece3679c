<?php
/**
 * Every "view" link in wp-admin leads to the page on the website, not to the CMS's own address (which shows a
 * blank page: the CMS has no theme). An item's permalink path already is its path on the site (content-model.php
 * takes the permalink bases from the site's route table), so its link only changes host: the website's address
 * (tandem_site_url(), Instellingen → Website) instead of the CMS's. The REST API's `link` changes with it; the
 * build reads only the path of a permalink, and treats the site's own address in content like the CMS's.
 *
 * People and partners have no page of their own: WordPress offers no view link for them (they are not viewable),
 * and their lists link to the page that shows them instead.
 */

defined('ABSPATH') || exit;

/** The types shown on another item's page, not on one of their own (preview.php finds that page). */
function tandem_types_without_page(): array
{
    return ['people', 'partners'];
}

/** A CMS address → the same path on the website (unchanged when the website's address is not set). */
function tandem_on_website(string $url): string
{
    $site = tandem_site_url();
    $home = untrailingslashit(home_url());
    if ($site === '' || !str_starts_with($url, $home)) {
        return $url;
    }
    $rest = substr($url, strlen($home));
    return $site . ($rest === '' ? '/' : $rest);
}

/** Where the website shows a published item, or null: not published, shown nowhere, or no address set. */
function tandem_view_link(WP_Post $post): ?string
{
    $site = tandem_site_url();
    if ($site === '' || $post->post_status !== 'publish') {
        return null;
    }
    $path = tandem_preview_path($post);
    return $path === null ? null : $site . $path;
}

foreach (['post_type_link', 'page_link', 'post_link'] as $permalink_filter) {
    add_filter($permalink_filter, fn (string $link): string => tandem_on_website($link), 20);
}

add_filter('register_post_type_args', function (array $args, string $type): array {
    if (in_array($type, tandem_types_without_page(), true)) {
        $args['publicly_queryable'] = false; // no "view" link in the editor, the list or the admin bar
    }
    return $args;
}, 10, 2);

/** In the lists, people and partners link to the page that shows them. */
$tandem_row_view_link = function (array $actions, WP_Post $post): array {
    if (!in_array($post->post_type, tandem_types_without_page(), true)) {
        return $actions;
    }
    $link = tandem_view_link($post);
    if ($link !== null) {
        $actions['view'] = sprintf('<a href="%s" rel="bookmark">Bekijk op de website</a>', esc_url($link));
    }
    return $actions;
};
add_filter('post_row_actions', $tandem_row_view_link, 10, 2);
add_filter('page_row_actions', $tandem_row_view_link, 10, 2);
unset($tandem_row_view_link);
