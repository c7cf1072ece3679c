<?php
/**
 * Writes one field of an item straight into post meta, as an import or another plugin does, past the editor's
 * checks (for tests of what the build does with such values, and by hand):
 *   php cms/local/write-field.php 812 start "volgende week"
 * Only the fields of the plugin's table (includes/field-table.php), on an item of a type that has them.
 */

require __DIR__ . '/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

[, $id, $key, $value] = array_pad($argv, 4, null);
$post = ctype_digit((string) $id) ? get_post((int) $id) : null;
$fields = $post ? (tandem_field_table()[$post->post_type === 'page' ? 'page' : $post->post_type] ?? []) : [];
if (!$post || !isset($fields[(string) $key]) || $value === null) {
    fwrite(STDERR, "Usage: write-field.php <post id> <field of its type> <value>\n");
    exit(2);
}
update_post_meta($post->ID, $key, $value);
echo "Wrote {$key} of {$post->post_type} {$post->ID}\n";
