<?php
/**
 * For the build hook's tests: saves a secret in the option as Settings → Website saves it (a new option, then a
 * changed one), and reports whether WordPress autoloads it with every request's options, as JSON:
 *   php tests/cms/support/hook-secret-autoload.php   {"autoloaded":[false,false],"kept":true}
 */

require dirname(__DIR__, 3) . '/cms/local/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

$autoloaded = static function (): bool {
    wp_cache_delete('alloptions', 'options');
    return array_key_exists(TANDEM_BUILD_HOOK_SECRET_OPTION, wp_load_alloptions());
};
$before = get_option(TANDEM_BUILD_HOOK_SECRET_OPTION, null);
delete_option(TANDEM_BUILD_HOOK_SECRET_OPTION);
update_option(TANDEM_BUILD_HOOK_SECRET_OPTION, str_repeat('a', 40));
$added = $autoloaded();
update_option(TANDEM_BUILD_HOOK_SECRET_OPTION, str_repeat('b', 40));
$changed = $autoloaded();
$kept = get_option(TANDEM_BUILD_HOOK_SECRET_OPTION) === str_repeat('b', 40);
delete_option(TANDEM_BUILD_HOOK_SECRET_OPTION);
if ($before !== null) {
    update_option(TANDEM_BUILD_HOOK_SECRET_OPTION, $before);
}
echo json_encode(['autoloaded' => [$added, $changed], 'kept' => $kept]), "\n";
