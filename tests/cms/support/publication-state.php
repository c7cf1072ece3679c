<?php
/**
 * For the publication notice's tests: what includes/publication.php says about an item, given a publishing status
 * and the item's state, without a build. Reads JSON from stdin, one case per line:
 *   {"status": {...}, "post": {"status": "publish", "saved": <timestamp>}, "hook": true}
 * and prints one {"state", "message", "link"} per line. The item is a stand-in WP_Post (id 4242), never stored.
 */

require dirname(__DIR__, 3) . '/cms/local/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

foreach (explode("\n", trim((string) stream_get_contents(STDIN))) as $line) {
    $case = json_decode($line, true);
    $post = new WP_Post((object) [
        'ID'                => 4242,
        'post_type'         => 'activities',
        'post_status'       => $case['post']['status'],
        'post_name'         => 'proef',
        'post_title'        => 'Proef',
        'post_date_gmt'     => gmdate('Y-m-d H:i:s', $case['post']['saved']),
        'post_modified_gmt' => gmdate('Y-m-d H:i:s', $case['post']['saved']),
        'post_modified'     => gmdate('Y-m-d H:i:s', $case['post']['saved']),
        'filter'            => 'raw',
    ]);
    $hook = fn () => $case['hook'] ? 'http://127.0.0.1:9/hooks/publish' : '';
    add_filter('pre_option_' . TANDEM_BUILD_HOOK_OPTION, $hook);
    echo json_encode(tandem_publication_of($post, $case['status']), JSON_UNESCAPED_UNICODE), "\n";
    remove_filter('pre_option_' . TANDEM_BUILD_HOOK_OPTION, $hook);
}
