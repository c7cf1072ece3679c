<?php
/**
 * For the field box's tests: saves an item's fields as wp-admin's "Velden voor de website" box posts them (the
 * box's nonce, the fields under `tandem_fields`, as a user who may edit the item), through WordPress's own save
 * (wp_update_post runs the save_post hooks), and prints what was stored and what the editor is told, as JSON:
 *   php tests/cms/support/save-fields.php <post id> '{"registration_url":"ftp://example.com/x"}'
 */

require dirname(__DIR__, 3) . '/cms/local/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

[, $id, $json] = array_pad($argv, 3, null);
$post = ctype_digit((string) $id) ? get_post((int) $id) : null;
$values = json_decode((string) $json, true);
if (!$post || !is_array($values)) {
    fwrite(STDERR, "Usage: save-fields.php <post id> <fields as JSON>\n");
    exit(2);
}
$editor = get_users(['role' => 'administrator', 'number' => 1])[0];
wp_set_current_user($editor->ID);
delete_user_meta($editor->ID, TANDEM_AUTHOR_NOTICES);
$_POST['tandem_fields_nonce'] = wp_create_nonce('tandem_fields');
$_POST['tandem_fields'] = wp_slash($values);
wp_update_post(['ID' => $post->ID]);

$stored = [];
foreach (array_keys($values) as $key) {
    $stored[$key] = get_post_meta($post->ID, $key, true);
}
echo json_encode(['stored' => $stored, 'told' => get_user_meta($editor->ID, TANDEM_AUTHOR_NOTICES, true) ?: []]), "\n";
