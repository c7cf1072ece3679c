<?php
/**
 * For the build hook's tests: the retry's recorded time (`tandem_build_hook_retry_at`) as WordPress holds it,
 * and whether it is among the autoloaded options (which every request reads in one query), as JSON:
 *   php tests/cms/support/retry-time.php   {"exists":true,"autoloaded":true,"value":0}
 */

require dirname(__DIR__, 3) . '/cms/local/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

$missing = new stdClass();
$value = get_option(TANDEM_BUILD_HOOK_RETRY_AT, $missing);
echo json_encode([
    'exists' => $value !== $missing,
    'autoloaded' => array_key_exists(TANDEM_BUILD_HOOK_RETRY_AT, wp_load_alloptions()),
    'value' => $value === $missing ? null : (int) $value,
]), "\n";
