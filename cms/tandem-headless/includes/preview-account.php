<?php
/**
 * The role of the preview server's account, "Voorvertoning" (`tandem_preview`). The preview reads every draft and
 * autosave over REST; WordPress lets only an account that may edit an item read its draft, so the role has the
 * edit and read capabilities for posts and pages (the site's post types use those), and nothing more: it cannot
 * publish, delete, upload, post unfiltered HTML, manage users, settings or menus, or read contact entries. Give
 * the preview a user of this role, never an administrator: whoever gets hold of the preview's settings has it.
 *
 * WordPress asks for the edit capabilities to read others' drafts, but they would also let that account rewrite
 * any live item (and the build hook would publish it). So the account reads and never writes: every request of
 * it that is not a read is refused, over REST, in wp-admin and wherever WordPress checks a capability.
 */

defined('ABSPATH') || exit;

const TANDEM_PREVIEW_ROLE = 'tandem_preview';
const TANDEM_PREVIEW_CAPABILITIES = [
    'read',
    'edit_posts',
    'edit_others_posts',
    'edit_published_posts',
    'edit_private_posts',
    'read_private_posts',
    'edit_pages',
    'edit_others_pages',
    'edit_published_pages',
    'edit_private_pages',
    'read_private_pages',
];

/** Roles are stored in the database: the role is (re)made when it is missing or its capabilities differ. */
function tandem_preview_register_role(): void
{
    $wanted = array_fill_keys(TANDEM_PREVIEW_CAPABILITIES, true);
    $role = get_role(TANDEM_PREVIEW_ROLE);
    if ($role && $role->capabilities == $wanted) {
        return;
    }
    remove_role(TANDEM_PREVIEW_ROLE);
    add_role(TANDEM_PREVIEW_ROLE, 'Voorvertoning', $wanted);
}

add_action('init', 'tandem_preview_register_role');

/**
 * WordPress lets only administrators edit, and so read as a draft, the page chosen as the privacy policy
 * (`manage_privacy_options`). The preview must read every page, or its source stops at a count that does not add
 * up: for this role that page needs what any other page needs.
 */
add_filter('map_meta_cap', function (array $caps, string $cap, int $user_id, array $args): array {
    if (!in_array($cap, ['edit_post', 'read_post'], true) || !isset($args[0])) {
        return $caps;
    }
    if ((int) $args[0] !== (int) get_option('wp_page_for_privacy_policy')) {
        return $caps;
    }
    $user = get_userdata($user_id);
    if (!$user || !in_array(TANDEM_PREVIEW_ROLE, (array) $user->roles, true)) {
        return $caps;
    }
    return array_values(array_diff($caps, ['manage_options', 'manage_privacy_options', 'manage_network']));
}, 10, 4);

function tandem_is_preview_account(int $user_id = 0): bool
{
    $user = $user_id > 0 ? get_userdata($user_id) : wp_get_current_user();
    return $user && in_array(TANDEM_PREVIEW_ROLE, (array) $user->roles, true);
}

/** Whether this request only reads (the preview's source asks nothing else). */
function tandem_request_only_reads(): bool
{
    return in_array(strtoupper((string) ($_SERVER['REQUEST_METHOD'] ?? 'GET')), ['GET', 'HEAD', 'OPTIONS'], true);
}

// Over REST: any write of the preview account is refused before WordPress looks at it.
add_filter('rest_pre_dispatch', function ($result, $server, WP_REST_Request $request) {
    if ($result !== null || !tandem_is_preview_account() || in_array($request->get_method(), ['GET', 'HEAD', 'OPTIONS'], true)) {
        return $result;
    }
    return new WP_Error('tandem_preview_read_only', 'Het account van de voorvertoning mag alleen lezen.', ['status' => 403]);
}, 10, 3);

// Anywhere else (wp-admin, XML-RPC, another plugin): outside a read, its edit capabilities are not there.
add_filter('map_meta_cap', function (array $caps, string $cap, int $user_id): array {
    if (tandem_request_only_reads() || !tandem_is_preview_account($user_id)) {
        return $caps;
    }
    return preg_match('/^(edit|delete|publish|create|upload|manage|moderate|unfiltered)_/', $cap) === 1 ? ['do_not_allow'] : $caps;
}, 20, 3);
