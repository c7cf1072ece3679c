<?php
/**
 * The editors' loop: when published content changes (a post of the site's types published, updated,
 * unpublished or trashed; a menu, an activity type, the site options), the site must be rebuilt. The plugin
 * POSTs to the build hook URL set under Instellingen → Website. A burst of saves becomes one call: the first
 * change schedules the call TANDEM_BUILD_HOOK_DELAY seconds ahead (WordPress cron), later changes join it.
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

function tandem_build_hook_delay(): int
{
    return defined('TANDEM_BUILD_HOOK_DELAY') ? max(0, (int) TANDEM_BUILD_HOOK_DELAY) : 30;
}

/** Post types whose published items are on the site. */
function tandem_site_post_types(): array
{
    return array_merge(['page'], array_keys(tandem_post_types()));
}

/** Notes a change and makes sure one call is scheduled; the seeding script switches this off. */
function tandem_build_hook_changed(string $what, int $id, string $action): void
{
    if (!apply_filters('tandem_build_hook_enabled', true) || get_option(TANDEM_BUILD_HOOK_OPTION, '') === '') {
        return;
    }
    $pending = get_option(TANDEM_BUILD_HOOK_PENDING, []);
    $pending = is_array($pending) ? $pending : [];
    $listed = array_filter($pending, fn ($change) => $change['type'] === $what && $change['id'] === $id);
    if (!$listed && count($pending) < TANDEM_BUILD_HOOK_MAX_LISTED) {
        $pending[] = ['type' => $what, 'id' => $id, 'action' => $action];
        update_option(TANDEM_BUILD_HOOK_PENDING, $pending, false);
    }
    if (!wp_next_scheduled(TANDEM_BUILD_HOOK_EVENT)) {
        wp_schedule_single_event(time() + tandem_build_hook_delay(), TANDEM_BUILD_HOOK_EVENT);
    }
}

/** Published, updated while published, unpublished or trashed: anything a visitor of the site could notice. */
add_action('transition_post_status', function (string $new, string $old, WP_Post $post): void {
    if (!in_array($post->post_type, tandem_site_post_types(), true) || ($new !== 'publish' && $old !== 'publish')) {
        return;
    }
    $action = $new === 'publish' ? ($old === 'publish' ? 'updated' : 'published') : ($new === 'trash' ? 'trashed' : 'unpublished');
    tandem_build_hook_changed($post->post_type, $post->ID, $action);
}, 10, 3);

// Field values are saved after the post itself; a change to only the fields must also rebuild.
function tandem_build_hook_field_changed(int $meta_id, int $post_id, string $key): void
{
    $post = get_post($post_id);
    if ($post && $post->post_status === 'publish' && in_array($post->post_type, tandem_site_post_types(), true) && !str_starts_with($key, '_')) {
        tandem_build_hook_changed($post->post_type, $post_id, 'updated');
    }
}
add_action('added_post_meta', 'tandem_build_hook_field_changed', 10, 3);
add_action('updated_post_meta', 'tandem_build_hook_field_changed', 10, 3);

// A whole menu saved in wp-admin, or one item changed (the REST API and the Customizer work per item).
add_action('wp_update_nav_menu', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'updated'));
add_action('wp_update_nav_menu_item', fn (int $menu_id) => tandem_build_hook_changed('menu', $menu_id, 'updated'));
add_action('update_option_' . TANDEM_OPTIONS_KEY, fn () => tandem_build_hook_changed('options', 0, 'updated'));
foreach (['created', 'edited', 'delete'] as $term_action) {
    add_action("{$term_action}_activity_type", fn (int $term_id) => tandem_build_hook_changed('activity_type', $term_id, $term_action));
}

/** The scheduled call: one POST with the changes since the last call; the outcome is shown to editors. */
add_action(TANDEM_BUILD_HOOK_EVENT, 'tandem_build_hook_call');

function tandem_build_hook_call(): void
{
    $url = (string) get_option(TANDEM_BUILD_HOOK_OPTION, '');
    $changes = get_option(TANDEM_BUILD_HOOK_PENDING, []);
    delete_option(TANDEM_BUILD_HOOK_PENDING);
    if ($url === '') {
        return;
    }
    $response = wp_remote_post($url, [
        'timeout' => 15,
        'headers' => ['Content-Type' => 'application/json'],
        'body'    => wp_json_encode(['trigger' => 'tandem-headless', 'changes' => is_array($changes) ? $changes : []]),
    ]);
    $outcome = is_wp_error($response)
        ? 'mislukt: ' . $response->get_error_message()
        : 'HTTP ' . wp_remote_retrieve_response_code($response);
    update_option(TANDEM_BUILD_HOOK_LAST, ['time' => time(), 'outcome' => $outcome], false);
}

/** The URL is saved with the other website settings (same form), and in REST for deploy scripts (admins only). */
add_action('init', function (): void {
    register_setting('tandem_site_options', TANDEM_BUILD_HOOK_OPTION, [
        'type'              => 'string',
        'sanitize_callback' => 'esc_url_raw',
        'show_in_rest'      => true,
        'default'           => '',
    ]);
});

/** "Nu publiceren": calls the hook at once, for a change the hook cannot see (or to try again). */
add_action('admin_post_tandem_build_now', function (): void {
    if (!current_user_can('manage_options') || !check_admin_referer('tandem_build_now')) {
        wp_die('Dit mag u niet doen.', 403);
    }
    tandem_build_hook_changed('manual', get_current_user_id(), 'requested');
    wp_clear_scheduled_hook(TANDEM_BUILD_HOOK_EVENT);
    tandem_build_hook_call();
    wp_safe_redirect(admin_url('options-general.php?page=tandem-website'));
    exit;
});

add_action('tandem_options_page_fields', function (): void {
    $last = get_option(TANDEM_BUILD_HOOK_LAST);
    $status = is_array($last)
        ? sprintf('Laatste aanroep: %s (%s).', wp_date('j F Y H:i:s', $last['time']), $last['outcome'])
        : 'Nog niet aangeroepen.';
    $pending = wp_next_scheduled(TANDEM_BUILD_HOOK_EVENT);
    if ($pending) {
        $status .= ' Volgende aanroep gepland om ' . wp_date('H:i:s', $pending) . '.';
    }
    $build_now = wp_nonce_url(admin_url('admin-post.php?action=tandem_build_now'), 'tandem_build_now');
    printf(
        '<h2>Publiceren</h2><table class="form-table" role="presentation"><tr><th scope="row"><label for="tandem-build-hook">Build hook (adres)</label></th><td><input type="url" class="regular-text code" id="tandem-build-hook" name="%1$s" value="%2$s" aria-describedby="tandem-build-hook-status"><p class="description" id="tandem-build-hook-status">Na elke wijziging in gepubliceerde inhoud wordt dit adres aangeroepen, zodat de website opnieuw wordt gebouwd. Wijzigingen binnen %3$d seconden worden samen doorgegeven. %4$s</p><p><a class="button" href="%5$s">Nu publiceren</a></p></td></tr></table>',
        esc_attr(TANDEM_BUILD_HOOK_OPTION),
        esc_attr((string) get_option(TANDEM_BUILD_HOOK_OPTION, '')),
        tandem_build_hook_delay(),
        esc_html($status),
        esc_url($build_now)
    );
});
