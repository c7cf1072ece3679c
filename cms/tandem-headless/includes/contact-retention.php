<?php
/**
 * Entries are not kept for ever: once a day (WordPress cron) entries older than the retention setting are
 * deleted for good, spam sooner, and the address key the flood limit needs is removed once its hour is over.
 */

defined('ABSPATH') || exit;

const TANDEM_CONTACT_RETENTION_EVENT = 'tandem_contact_retention';
/** Deleted per run at most, so one run stays short; a backlog goes over the following days. */
const TANDEM_CONTACT_RETENTION_BATCH = 500;

add_action('init', function (): void {
    if (!wp_next_scheduled(TANDEM_CONTACT_RETENTION_EVENT)) {
        wp_schedule_event(time() + HOUR_IN_SECONDS, 'daily', TANDEM_CONTACT_RETENTION_EVENT);
    }
});

add_action(TANDEM_CONTACT_RETENTION_EVENT, 'tandem_contact_apply_retention');

/** @return int how many entries were deleted */
function tandem_contact_apply_retention(): int
{
    $months = tandem_contact_number('tandem_contact_retention_months');
    $spam_days = tandem_contact_number('tandem_contact_spam_retention_days');
    $expired = array_unique(array_merge(
        tandem_contact_entries_before("-$months months"),
        tandem_contact_entries_before("-$spam_days days", true)
    ));
    foreach ($expired as $entry_id) {
        wp_delete_post($entry_id, true);
    }

    global $wpdb;
    foreach (array_merge([TANDEM_CONTACT_ADDRESS_META], array_column(TANDEM_CONTACT_WIDER_BLOCKS, 0)) as $meta_key) {
        $wpdb->query($wpdb->prepare(
            "DELETE m FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id
             WHERE m.meta_key = %s AND p.post_type = 'contact_entry' AND p.post_date_gmt < %s",
            $meta_key,
            gmdate('Y-m-d H:i:s', time() - TANDEM_CONTACT_WINDOW)
        ));
    }
    return count($expired);
}

/** @return int[] ids of entries (only spam when asked) written before the moment */
function tandem_contact_entries_before(string $moment, bool $spam_only = false): array
{
    $query = [
        'post_type'      => 'contact_entry',
        'post_status'    => ['private', 'trash', 'publish', 'draft'],
        'fields'         => 'ids',
        'posts_per_page' => TANDEM_CONTACT_RETENTION_BATCH,
        'date_query'     => [['column' => 'post_date_gmt', 'before' => gmdate('Y-m-d H:i:s', strtotime($moment))]],
        'no_found_rows'  => true,
    ];
    if ($spam_only) {
        $query['meta_query'] = [['key' => 'spam', 'value' => '1']];
    }
    return array_map('intval', get_posts($query));
}
