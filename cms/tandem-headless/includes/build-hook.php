<?php
/**
 * The editors' loop: when published content changes (a post of the site's types published, updated,
 * unpublished, trashed or deleted; its fields; a menu or the menu locations; an activity type; the front page
 * setting; the site options), the site must be rebuilt. The plugin POSTs to the build hook URL set under
 * Instellingen → Website. A burst of saves becomes one call: the first change schedules the call
 * TANDEM_BUILD_HOOK_DELAY seconds ahead (WordPress cron), later changes join it. A failed call is tried again
 * with growing pauses, and the changes stay listed until a call succeeds.
 *
 * WordPress runs due cron events on the next request; on a live CMS let the system cron request
 * /wp-cron.php every minute so the call is not waiting for a visitor.
 */

defined('ABSPATH') || exit;

const TANDEM_BUILD_HOOK_OPTION = 'tandem_build_hook_url';
const TANDEM_BUILD_HOOK_PENDING = 'tandem_build_hook_pending';
const TANDEM_BUILD_HOOK_LAST = 'tandem_build_hook_last';
const TANDEM_BUILD_HOOK_EVENT = 'tandem_build_hook';
/** The most changes listed in one call (the call means "rebuild"; the list is for the build log). */
const TANDEM_BUILD_HOOK_MAX_LISTED = 50;
/** Attempts of one call: after 1, 2, 4 and 8 minutes, then the next change tries again. */
const TANDEM_BUILD_HOOK_ATTEMPTS = 5;

function tandem_build_hook_delay(): int
{
    return defined('TANDEM_BUILD_HOOK_DELAY') ? max(0, (int) TANDEM_BUILD_HOOK_DELAY) : 30;
}

/** Post types whose published items are on the site. */
function tandem_site_post_types(): array
{
    return array_merge(['page'], array_keys(tandem_post_types()));
}

function tandem_build_hook_pending(): array
{
    $pending = get_option(TANDEM_BUILD_HOOK_PENDING, []);
    return is_array($pending) ? $pending : [];
}

/** Notes a change (its latest action) and makes sure one call is scheduled; seeding switches this off. */
function tandem_build_hook_changed(string $what, int $id, string $action): void
{
    if (!apply_filters('tandem_build_hook_enabled', true) || get_option(TANDEM_BUILD_HOOK_OPTION, '') === '') {
        return;
    }
    $pending = tandem_build_hook_pending();
    $change = ['type' => $what, 'id' => $id, 'action' => $action];
    $listed = array_keys(array_filter($pending, fn ($entry) => $entry['type'] === $what && $entry['id'] === $id));
    if ($listed) {
        $pending[$listed[0]] = $change;
    } elseif (count($pending) < TANDEM_BUILD_HOOK_MAX_LISTED) {
        $pending[] = $change;
    }
    update_option(TANDEM_BUILD_HOOK_PENDING, $pending, false);
    if (!wp_next_scheduled(TANDEM_BUILD_HOOK_EVENT)) {
        wp_schedule_single_event(time() + tandem_build_hook_delay(), TANDEM_BUILD_HOOK_EVENT);
    }
}

/** The call: one POST with the listed changes; the outcome is shown to editors, a failure tried again. */
add_action(TANDEM_BUILD_HOOK_EVENT, 'tandem_build_hook_call');

function tandem_build_hook_call(int $attempt = 1): void
{
    $url = (string) get_option(TANDEM_BUILD_HOOK_OPTION, '');
    $sent = tandem_build_hook_pending();
    if ($url === '') {
        delete_option(TANDEM_BUILD_HOOK_PENDING);
        return;
    }
    $response = wp_remote_post($url, [
        'timeout' => 15,
        'headers' => ['Content-Type' => 'application/json'],
        'body'    => wp_json_encode(['trigger' => 'tandem-headless', 'changes' => $sent]),
    ]);
    $status = is_wp_error($response) ? 0 : (int) wp_remote_retrieve_response_code($response);
    $succeeded = $status >= 200 && $status < 300;
    $outcome = is_wp_error($response) ? 'mislukt: ' . $response->get_error_message() : "HTTP $status";
    update_option(TANDEM_BUILD_HOOK_LAST, ['time' => time(), 'outcome' => $outcome, 'succeeded' => $succeeded], false);

    if ($succeeded) {
        // Retries of an earlier failure are no longer needed; changes saved while this call was under way are
        // still listed, and get a call of their own.
        wp_unschedule_hook(TANDEM_BUILD_HOOK_EVENT);
        $remaining = array_values(array_filter(tandem_build_hook_pending(), fn ($change) => !in_array($change, $sent, true)));
        update_option(TANDEM_BUILD_HOOK_PENDING, $remaining, false);
        if ($remaining) {
            wp_schedule_single_event(time() + tandem_build_hook_delay(), TANDEM_BUILD_HOOK_EVENT);
        }
    } elseif ($attempt < TANDEM_BUILD_HOOK_ATTEMPTS) {
        wp_schedule_single_event(time() + 60 * 2 ** ($attempt - 1), TANDEM_BUILD_HOOK_EVENT, [$attempt + 1]);
    }
}

/* What changes the site: */

// Published, updated while published, unpublished or trashed.
add_action('transition_post_status', function (string $new, string $old, WP_Post $post): void {
    if (!in_array($post->post_type, tandem_site_post_types(), true) || ($new !== 'publish' && $old !== 'publish')) {
        return;
    }
    $action = $new === 'publish' ? ($old === 'publish' ? 'updated' : 'published') : ($new === 'trash' ? 'trashed' : 'unpublished');
    tandem_build_hook_changed($post->post_type, $post->ID, $action);
}, 10, 3);

// Deleted for good without passing the trash (no status transition), or a menu item deleted.
add_action('before_delete_post', function (int $post_id, WP_Post $post): void {
    if ($post->post_type === 'nav_menu_item') {
        foreach (wp_get_object_terms($post_id, 'nav_menu', ['fields' => 'ids']) as $menu_id) {
            tandem_build_hook_changed('menu', (int) $menu_id, 'updated');
        }
    } elseif ($post->post_status === 'publish' && in_array($post->post_type, tandem_site_post_types(), true)) {
        tandem_build_hook_changed($post->post_type, $post_id, 'deleted');
    }
}, 10, 2);

// Field values are saved after the post itself; a change to only the fields must also rebuild.
function tandem_build_hook_field_changed($meta_ids, int $post_id, string $key): void
{
    $post = get_post($post_id);
    if ($post && $post->post_status === 'publish' && in_array($post->post_type, tandem_site_post_types(), true) && !str_starts_with($key, '_')) {
        tandem_build_hook_changed($post->post_type, $post_id, 'updated');
    }
}
foreach (['added_post_meta', 'updated_post_meta', 'deleted_post_meta'] as $meta_hook) {
    add_action($meta_hook, 'tandem_build_hook_field_changed', 10, 3);
}

// A whole menu saved or deleted in wp-admin, one item changed (REST, Customizer), or the menus' locations.
add_action('wp_update_nav_menu', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'updated'));
add_action('wp_update_nav_menu_item', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'updated'));
add_action('wp_delete_nav_menu', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'deleted'));
add_action('update_option_theme_mods_' . get_option('stylesheet'), fn () => tandem_build_hook_changed('menu-locations', 0, 'updated'));

// The site options, and which page is the front page.
foreach (['add_option_', 'update_option_'] as $option_hook) {
    add_action($option_hook . TANDEM_OPTIONS_KEY, fn () => tandem_build_hook_changed('options', 0, 'updated'));
}
foreach (['page_on_front', 'show_on_front'] as $front_option) {
    add_action("update_option_$front_option", fn () => tandem_build_hook_changed('front-page', 0, 'updated'));
}

foreach (['created' => 'created', 'edited' => 'updated', 'delete' => 'deleted'] as $term_hook => $term_action) {
    add_action("{$term_hook}_activity_type", fn (int $term_id) => tandem_build_hook_changed('activity_type', $term_id, $term_action));
}
