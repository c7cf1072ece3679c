<?php
/**
 * For the publishing tests: sets an item's parent straight in the database, as an import or a database edit
 * does, past WordPress's own loop check (wp_insert_post refuses a parent that is the item's own child):
 *   php tests/publish/support/write-parent.php <post id> <parent id>
 */

require dirname(__DIR__, 3) . '/cms/local/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

[, $id, $parent] = array_pad($argv, 3, null);
if (!ctype_digit((string) $id) || !ctype_digit((string) $parent)) {
    fwrite(STDERR, "Usage: write-parent.php <post id> <parent id>\n");
    exit(2);
}
global $wpdb;
$wpdb->update($wpdb->posts, ['post_parent' => (int) $parent], ['ID' => (int) $id]);
clean_post_cache((int) $id);
echo "Set the parent of {$id} to {$parent}\n";
