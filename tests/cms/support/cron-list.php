<?php
/**
 * For the build hook's tests: plays a WordPress cron run that was under way while a retry was scheduled.
 *   php tests/cms/support/cron-list.php keep <file>     the cron list as such a run read it when it started
 *   php tests/cms/support/cron-list.php restore <file>  that run writing its copy back (as it does when it
 *                                                        reschedules an event); prints whether the build hook's
 *                                                        retry is on the list afterwards
 */

require dirname(__DIR__, 3) . '/cms/local/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

[, $command, $file] = $argv + [null, '', ''];
if ($command === 'keep' && $file !== '') {
    file_put_contents($file, serialize(_get_cron_array()));
} elseif ($command === 'restore' && is_file($file)) {
    _set_cron_array(unserialize(file_get_contents($file)));
    echo wp_next_scheduled(TANDEM_BUILD_HOOK_EVENT) ? "retry scheduled\n" : "no retry scheduled\n";
} else {
    fwrite(STDERR, "usage: cron-list.php keep|restore <file>\n");
    exit(2);
}
