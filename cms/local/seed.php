<?php
/**
 * Fills the local CMS from content/snapshot/ so that it serves the same content: every item under its own id,
 * slug, parent and menu order, the fields, featured media (files copied into uploads), activity types, the
 * menus in their locations, the site options and the front page. Running it again updates in place, and removes
 * every item of these types the snapshot does not hold (what a test or a tryout added, also when it was stopped
 * before it could clean up) and every revision and autosave, so the CMS holds the snapshot's content and nothing
 * else.
 *
 * Usage: php cms/local/seed.php [snapshot dir]
 */

require __DIR__ . '/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/nav-menu.php';

$snapshot = rtrim($argv[1] ?? dirname(__DIR__, 2) . '/content/snapshot', '/');
$meta = json_decode(file_get_contents("$snapshot/meta.json"), true);
$snapshot_origin = rtrim($meta['cmsUrl'], '/');

/** A snapshot document, with the snapshot CMS's address replaced by this CMS's (links stay internal). */
function tandem_seed_read(string $file): array
{
    global $snapshot, $snapshot_origin;
    $text = file_get_contents("$snapshot/$file");
    $here = rtrim(home_url(), '/');
    $text = str_replace([$snapshot_origin, str_replace('/', '\/', $snapshot_origin)], [$here, str_replace('/', '\/', $here)], $text);
    return json_decode($text, true, 512, JSON_THROW_ON_ERROR);
}

function tandem_seed_media(array $media): int
{
    global $snapshot;
    $id = (int) $media['id'];
    $relative = preg_replace('#^.*/wp-content/uploads/#', '', $media['source_url']);
    $target = wp_upload_dir()['basedir'] . '/' . $relative;
    wp_mkdir_p(dirname($target));
    copy("$snapshot/wp-content/uploads/$relative", $target);
    $post = [
        'import_id'      => $id,
        'post_type'      => 'attachment',
        'post_status'    => 'inherit',
        'post_title'     => html_entity_decode($media['title']['rendered'] ?? $media['slug']),
        'post_name'      => $media['slug'],
        'post_mime_type' => $media['mime_type'],
        'guid'           => wp_upload_dir()['baseurl'] . '/' . $relative,
    ];
    if (get_post($id)) {
        $post['ID'] = $id;
    }
    $id = wp_insert_post($post, true);
    if (is_wp_error($id)) {
        throw new RuntimeException('media ' . $media['id'] . ': ' . $id->get_error_message());
    }
    update_post_meta($id, '_wp_attached_file', $relative);
    update_post_meta($id, '_wp_attachment_image_alt', $media['alt_text'] ?? '');
    update_post_meta($id, '_wp_attachment_metadata', [
        'width'  => (int) ($media['media_details']['width'] ?? 0),
        'height' => (int) ($media['media_details']['height'] ?? 0),
        'file'   => $relative,
    ]);
    return $id;
}

function tandem_seed_terms(array $terms): void
{
    global $wpdb;
    foreach ($terms as $term) {
        $id = (int) $term['id'];
        if (!term_exists($id, 'activity_type')) {
            // WordPress picks term ids itself; the snapshot's ids are kept, as activities refer to them.
            $wpdb->insert($wpdb->terms, ['term_id' => $id, 'name' => $term['name'], 'slug' => $term['slug']]);
            $wpdb->insert($wpdb->term_taxonomy, ['term_id' => $id, 'taxonomy' => 'activity_type', 'description' => $term['description'] ?? '', 'parent' => (int) ($term['parent'] ?? 0)]);
        } else {
            wp_update_term($id, 'activity_type', ['name' => $term['name'], 'slug' => $term['slug'], 'description' => $term['description'] ?? '']);
        }
    }
    clean_term_cache(array_column($terms, 'id'), 'activity_type');
}

function tandem_seed_posts(string $rest_type, string $post_type, array $items): void
{
    global $wpdb;
    $fields = tandem_field_table()[$post_type] ?? [];
    // Parents before their children, so every post_parent exists when its child is written.
    usort($items, fn ($a, $b) => ($a['parent'] ?? 0) <=> ($b['parent'] ?? 0));
    foreach ($items as $item) {
        $id = (int) $item['id'];
        foreach ($item['_embedded']['wp:featuredmedia'] ?? [] as $media) {
            tandem_seed_media($media);
        }
        $post = [
            'import_id'    => $id,
            'post_type'    => $post_type,
            'post_status'  => $item['status'] ?? 'publish',
            'post_title'   => html_entity_decode($item['title']['rendered'], ENT_QUOTES | ENT_HTML5),
            'post_name'    => $item['slug'],
            'post_content' => $item['content']['rendered'] ?? '',
            'post_excerpt' => trim(wp_strip_all_tags($item['excerpt']['rendered'] ?? '')),
            'post_parent'  => (int) ($item['parent'] ?? 0),
            'menu_order'   => (int) ($item['menu_order'] ?? 0),
            'post_date'    => str_replace('T', ' ', $item['date']),
        ];
        if (get_post($id)) {
            $post['ID'] = $id;
        }
        $result = wp_insert_post(wp_slash($post), true);
        if (is_wp_error($result)) {
            throw new RuntimeException("$rest_type $id: " . $result->get_error_message());
        }
        foreach ($fields as $key => $field) {
            update_post_meta($id, $key, tandem_clean_field($item['acf'][$key] ?? null, $field));
        }
        if (!empty($item['featured_media'])) {
            set_post_thumbnail($id, (int) $item['featured_media']);
        } else {
            delete_post_thumbnail($id);
        }
        if (isset($item['activity_type'])) {
            wp_set_object_terms($id, array_map('intval', $item['activity_type']), 'activity_type');
        }
        // Keep the snapshot's modification time (incremental builds ask for items modified after a moment).
        $modified = str_replace('T', ' ', $item['modified'] ?? $item['date']);
        $wpdb->update($wpdb->posts, ['post_modified' => $modified, 'post_modified_gmt' => get_gmt_from_date($modified)], ['ID' => $id]);
        clean_post_cache($id);
    }
}

/** An empty menu item post under the snapshot's id, so the items keep their ids (like every other post). */
/** Deletes (for good, with revisions and autosaves) the posts of a type whose ids the snapshot does not hold. */
function tandem_seed_remove_others(string $post_type, array $snapshot_ids): int
{
    $ids = get_posts([
        'post_type'   => $post_type,
        'post_status' => array_keys(get_post_stati()),
        'numberposts' => -1,
        'fields'      => 'ids',
    ]);
    $others = array_diff(array_map('intval', $ids), $snapshot_ids);
    foreach ($others as $id) {
        wp_delete_post($id, true);
    }
    return count($others);
}

function tandem_seed_menu_item_post(int $id): int
{
    if (get_post($id)) {
        return $id;
    }
    $result = wp_insert_post(['import_id' => $id, 'post_type' => 'nav_menu_item', 'post_status' => 'draft'], true);
    if (is_wp_error($result)) {
        throw new RuntimeException("menu item $id: " . $result->get_error_message());
    }
    return $result;
}

function tandem_seed_menu_items(int $menu_id, array $items, int $parent = 0): void
{
    foreach ($items as $position => $item) {
        $args = [
            'menu-item-title'     => html_entity_decode($item['title'], ENT_QUOTES | ENT_HTML5),
            'menu-item-url'       => $item['url'],
            'menu-item-target'    => $item['target'],
            'menu-item-classes'   => $item['classes'],
            'menu-item-parent-id' => $parent,
            'menu-item-position'  => $position + 1,
            'menu-item-status'    => 'publish',
            'menu-item-type'      => 'custom',
        ];
        if ($item['type'] === 'post_type' && get_post((int) $item['object_id'])) {
            $args['menu-item-type'] = 'post_type';
            $args['menu-item-object'] = $item['object'];
            $args['menu-item-object-id'] = (int) $item['object_id'];
        }
        $item_id = wp_update_nav_menu_item($menu_id, tandem_seed_menu_item_post((int) $item['ID']), $args);
        if (is_wp_error($item_id)) {
            throw new RuntimeException('menu item ' . $item['title'] . ': ' . $item_id->get_error_message());
        }
        tandem_seed_menu_items($menu_id, $item['children'] ?? [], $item_id);
    }
}

function tandem_seed_menus(): void
{
    $locations = [];
    foreach (tandem_seed_read('wp-api-menus/v2/menu-locations.json') as $location => $menu) {
        $existing = wp_get_nav_menu_object($menu['name']);
        if ($existing) {
            wp_delete_nav_menu($existing->term_id);
        }
        $menu_id = wp_create_nav_menu($menu['name']);
        tandem_seed_menu_items($menu_id, tandem_seed_read("wp-api-menus/v2/menu-locations/$location.json"));
        $locations[$location] = $menu_id;
    }
    set_theme_mod('nav_menu_locations', $locations);
}

function tandem_seed_front_page(): void
{
    $front = tandem_seed_read('moosewp/v1/front-page.json');
    $id = (int) $front['id'];
    update_option('show_on_front', 'page');
    update_option('page_on_front', $id);
    foreach (tandem_front_page_fields() as $key => $field) {
        $value = $front['acf'][$key] ?? null;
        if ($field['kind'] === 'media' && is_array($value)) {
            $value = tandem_seed_media($value);
        }
        update_post_meta($id, $key, tandem_clean_field($value, $field));
    }
}

// Seeding is not an editor's change: no revisions, and no build hook call for every item written.
add_filter('wp_revisions_to_keep', fn () => 0);
add_filter('tandem_build_hook_enabled', '__return_false');

$types = ['pages' => 'page', 'products' => 'products', 'careers' => 'careers', 'concepts' => 'concepts', 'references' => 'references', 'people' => 'people', 'partners' => 'partners', 'activities' => 'activities'];
tandem_seed_terms(tandem_seed_read('wp/v2/activity_type.json'));
foreach ($types as $rest_type => $post_type) {
    $items = tandem_seed_read("wp/v2/$rest_type.json");
    tandem_seed_posts($rest_type, $post_type, $items);
    $removed = tandem_seed_remove_others($post_type, array_map(fn ($item) => (int) $item['id'], $items));
    printf("%-11s %d%s\n", $rest_type, count($items), $removed > 0 ? " ($removed not in the snapshot removed)" : '');
}
// Revisions and autosaves: what an editor (or a test) saved of a seeded item would still show in the preview.
tandem_seed_remove_others('revision', []);
tandem_seed_menus();
update_option(TANDEM_OPTIONS_KEY, tandem_seed_read('acf/v3/options/options.json')['acf']);
tandem_seed_front_page();
delete_option('rewrite_rules');
echo "Seeded from $snapshot\n";
