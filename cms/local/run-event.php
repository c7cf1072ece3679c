<?php
/**
 * Runs one of the plugin's scheduled tasks now, as WordPress's cron would (for tests and by hand), e.g.
 *   php cms/local/run-event.php tandem_contact_retention
 * Only the plugin's own events (tandem_*) can be run.
 */

require __DIR__ . '/wp-cli-bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

$hook = $argv[1] ?? '';
if (!preg_match('/^tandem_[a-z_]+$/', $hook) || !has_action($hook)) {
    fwrite(STDERR, "Unknown event '$hook'; the plugin's events start with tandem_.\n");
    exit(2);
}
do_action($hook);
echo "Ran $hook\n";
