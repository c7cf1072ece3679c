<?php
/**
 * Trash and restore say what they do. An item that a menu links to, or that an old address of the site leads to
 * (redirects.json, generated from src/lib/redirects.ts), leaves those pointing at nothing once it is trashed: the
 * editor is warned first, with their names (assets/trash-warning.js asks before the list's, the bulk action's
 * and the editors' "Prullenbak"). An item restored from the trash comes back as a draft, off the website until it
 * is published again: the list and the editor say so.
 */

defined('ABSPATH') || exit;

/** Set on an item restored from the trash, until it is published again. */
const TANDEM_RESTORED_META = '_tandem_restored';

/** The names of the menus with a link to the item. */
function tandem_trash_menus(WP_Post $post): array
{
    $menu_items = get_posts([
        'post_type'   => 'nav_menu_item',
        'post_status' => 'any',
        'numberposts' => 50,
        'meta_query'  => [
            ['key' => '_menu_item_object_id', 'value' => (string) $post->ID],
            ['key' => '_menu_item_type', 'value' => 'post_type'],
        ],
    ]);
    $names = [];
    foreach ($menu_items as $menu_item) {
        foreach (wp_get_object_terms($menu_item->ID, 'nav_menu', ['fields' => 'names']) as $name) {
            $names[$name] = true;
        }
    }
    return array_keys($names);
}

/** The old addresses of the site that lead to the item or to a page below it. */
function tandem_trash_redirects(WP_Post $post): array
{
    $path = tandem_preview_path($post);
    if ($path === null || !array_key_exists($post->post_type, tandem_route_places())) {
        return [];
    }
    $from = [];
    foreach (tandem_generated('redirects.json')['redirects'] ?? [] as $redirect) {
        $to = is_array($redirect) ? (string) ($redirect['to'] ?? '') : '';
        if ($to === $path || ($path !== '/' && str_starts_with($to, $path . '/'))) {
            $from[] = (string) $redirect['from'];
        }
    }
    return $from;
}

/** What trashing the published item breaks on the website, in Dutch, or '' when nothing points at it. */
function tandem_trash_warning(WP_Post $post): string
{
    if ($post->post_status !== 'publish' || !in_array($post->post_type, tandem_preview_post_types(), true)) {
        return '';
    }
    $uses = [];
    foreach (tandem_trash_menus($post) as $menu) {
        $uses[] = "– in het menu „{$menu}”";
    }
    foreach (tandem_trash_redirects($post) as $old_path) {
        $uses[] = "– als doel van het oude adres {$old_path}";
    }
    $children = get_children(['post_parent' => $post->ID, 'post_type' => $post->post_type, 'post_status' => 'publish', 'fields' => 'ids']);
    if ($children !== []) {
        $uses[] = '– als bovenliggend item van ' . count($children) . ' gepubliceerde pagina(’s), die dan ook van de website verdwijnen';
    }
    if ($uses === []) {
        return '';
    }
    $title = get_the_title($post) ?: '(geen titel)';
    return "„{$title}” wordt op de website gebruikt:\n" . implode("\n", $uses)
        . "\n\nNa het verplaatsen naar de prullenbak leiden deze naar een pagina die niet bestaat. Pas ze eerst aan, of verplaats het item toch naar de prullenbak.";
}

/** The list's trash link carries the warning; the script asks before it is followed. */
$tandem_trash_row_action = function (array $actions, WP_Post $post): array {
    $warning = isset($actions['trash']) ? tandem_trash_warning($post) : '';
    if ($warning !== '') {
        $actions['trash'] = str_replace('<a ', sprintf('<a data-tandem-trash-warning="%s" ', esc_attr($warning)), $actions['trash']);
    }
    return $actions;
};
add_filter('post_row_actions', $tandem_trash_row_action, 20, 2);
add_filter('page_row_actions', $tandem_trash_row_action, 20, 2);
unset($tandem_trash_row_action);

add_action('untrashed_post', function (int $post_id): void {
    if (in_array(get_post_type($post_id), tandem_preview_post_types(), true)) {
        update_post_meta($post_id, TANDEM_RESTORED_META, '1');
    }
});

add_action('transition_post_status', function (string $new, string $old, WP_Post $post): void {
    if ($new === 'publish') {
        delete_post_meta($post->ID, TANDEM_RESTORED_META);
    }
}, 10, 3);

add_filter('bulk_post_updated_messages', function (array $messages, array $counts): array {
    $restored = (int) $counts['untrashed'];
    $trashed = (int) $counts['trashed'];
    foreach (tandem_preview_post_types() as $type) {
        $messages[$type]['untrashed'] = $restored === 1
            ? '1 item is teruggezet uit de prullenbak. Het staat nu als concept en is niet op de website: publiceer het opnieuw om het weer online te zetten.'
            : "$restored items zijn teruggezet uit de prullenbak. Ze staan nu als concept en zijn niet op de website: publiceer ze opnieuw om ze weer online te zetten.";
        $messages[$type]['trashed'] = $trashed === 1
            ? '1 item is naar de prullenbak verplaatst en verdwijnt bij de volgende build van de website.'
            : "$trashed items zijn naar de prullenbak verplaatst en verdwijnen bij de volgende build van de website.";
    }
    return $messages;
}, 10, 2);

add_action('admin_enqueue_scripts', function (string $hook): void {
    if (!in_array($hook, ['edit.php', 'post.php'], true) || !current_user_can('edit_posts')) {
        return;
    }
    $post = $hook === 'post.php' ? get_post() : null;
    wp_enqueue_script('tandem-trash-warning', plugins_url('assets/trash-warning.js', __DIR__), $post ? ['wp-data', 'wp-notices'] : [], (string) filemtime(__DIR__ . '/../assets/trash-warning.js'), true);
    wp_localize_script('tandem-trash-warning', 'tandemTrash', [
        'warning'  => $post ? tandem_trash_warning($post) : '',
        'restored' => $post && $post->post_status === 'draft' && get_post_meta($post->ID, TANDEM_RESTORED_META, true) === '1',
    ]);
});
