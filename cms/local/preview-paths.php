<?php
/**
 * Prints, as JSON, where the Preview button sends each item of the site's post types (any status but trash)
 * and the plugin's route table, so the tests can hold them against the site's own (src/lib/route-table.ts):
 *   php cms/local/preview-paths.php
 */

require __DIR__ . '/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

$items = [];
$posts = get_posts([
    'post_type'   => tandem_preview_post_types(),
    'post_status' => ['publish', 'draft', 'pending', 'future', 'private'],
    'numberposts' => -1,
]);
foreach ($posts as $post) {
    $items[] = [
        'type'    => $post->post_type,
        'id'      => $post->ID,
        'status'  => $post->post_status,
        'path'    => tandem_preview_path($post),
        'version' => tandem_preview_version($post),
    ];
}
echo wp_json_encode(['places' => tandem_preview_places(), 'items' => $items], JSON_UNESCAPED_SLASHES | JSON_PRETTY_PRINT), "\n";
