<?php
/**
 * The activities list in wp-admin shows each activity's own date (its field "Begin"), not the date it was
 * published, and sorts by it: the column "Datum" replaces WordPress's. The field is stored as text in one sortable
 * form (2026-10-20T10:00, content-rules.php), so sorting by its meta value sorts by time.
 */

defined('ABSPATH') || exit;

add_filter('manage_activities_posts_columns', function (array $columns): array {
    unset($columns['date']);
    $columns['tandem_start'] = 'Datum';
    return $columns;
});

add_action('manage_activities_posts_custom_column', function (string $column, int $post_id): void {
    if ($column !== 'tandem_start') {
        return;
    }
    $start = (string) get_post_meta($post_id, 'start', true);
    $time = $start === '' ? false : strtotime($start . ' ' . wp_timezone_string());
    if ($time === false) {
        echo '<span aria-label="Geen datum">—</span>';
        return;
    }
    echo esc_html(tandem_publication_moment($time, true));
    $status = get_post_status($post_id);
    if ($status !== 'publish') {
        echo '<br>' . esc_html(get_post_status_object($status)->label ?? $status);
    }
}, 10, 2);

add_filter('manage_edit-activities_sortable_columns', function (array $columns): array {
    $columns['tandem_start'] = 'tandem_start';
    return $columns;
});

/** Sorted by the activity's start, newest first unless the editor chose otherwise; and that by default. */
add_action('pre_get_posts', function (WP_Query $query): void {
    if (!is_admin() || !$query->is_main_query() || $query->get('post_type') !== 'activities') {
        return;
    }
    $orderby = $query->get('orderby');
    if ($orderby === 'tandem_start' || $orderby === '' || $orderby === null) {
        // A named clause that also keeps activities without a start (a plain meta_key would leave them out).
        $query->set('meta_query', [
            'relation'     => 'OR',
            'tandem_start' => ['key' => 'start', 'compare' => 'EXISTS'],
            ['key' => 'start', 'compare' => 'NOT EXISTS'],
        ]);
        $query->set('orderby', ['tandem_start' => strtoupper((string) $query->get('order')) === 'ASC' ? 'ASC' : 'DESC']);
    }
});
