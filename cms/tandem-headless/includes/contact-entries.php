<?php
/**
 * The contact form's entries ("Contactberichten") hold visitors' personal data. They have a capability type
 * of their own, granted to administrators only: editors who publish content do not read visitors' messages,
 * in wp-admin or over REST. In REST (for administrators, e.g. a CRM export) they are private posts; nobody
 * else gets them from any route.
 */

defined('ABSPATH') || exit;

/** The capabilities of the type (capability_type contact_entry / contact_entries, map_meta_cap). */
const TANDEM_CONTACT_CAPABILITIES = [
    'edit_contact_entries',
    'edit_others_contact_entries',
    'edit_private_contact_entries',
    'edit_published_contact_entries',
    'read_private_contact_entries',
    'publish_contact_entries',
    'delete_contact_entries',
    'delete_others_contact_entries',
    'delete_private_contact_entries',
    'delete_published_contact_entries',
];
/** Meta fields shown in REST to administrators; the address key is internal (contact-limits.php). */
const TANDEM_CONTACT_META = ['input_1', 'input_2', 'input_3', 'input_4', 'input_5', 'spam', 'notification'];

add_action('init', function (): void {
    register_post_type('contact_entry', [
        'labels'          => ['name' => 'Contactberichten', 'singular_name' => 'Contactbericht'],
        'public'          => false,
        'show_ui'         => true,
        'show_in_rest'    => true,
        'rest_base'       => 'contact-entries',
        'supports'        => ['title', 'editor', 'custom-fields'],
        'menu_icon'       => 'dashicons-email-alt',
        'capability_type' => ['contact_entry', 'contact_entries'],
        'capabilities'    => ['create_posts' => 'do_not_allow'], // entries come from the form only
        'map_meta_cap'    => true,
    ]);
    foreach (TANDEM_CONTACT_META as $key) {
        register_post_meta('contact_entry', $key, ['type' => 'string', 'single' => true, 'show_in_rest' => true]);
    }
    tandem_contact_grant_capabilities();
});

/** Roles are stored in the database: administrators get the capabilities once, no other role has them. */
function tandem_contact_grant_capabilities(): void
{
    $administrator = get_role('administrator');
    if (!$administrator || $administrator->has_cap('read_private_contact_entries')) {
        return;
    }
    foreach (TANDEM_CONTACT_CAPABILITIES as $capability) {
        $administrator->add_cap($capability);
    }
    foreach (wp_roles()->role_objects as $name => $role) {
        if ($name !== 'administrator') {
            array_map([$role, 'remove_cap'], TANDEM_CONTACT_CAPABILITIES);
        }
    }
}

// Entries stay private, whatever an editing screen offers.
add_filter('wp_insert_post_data', function (array $data): array {
    if ($data['post_type'] === 'contact_entry' && !in_array($data['post_status'], ['private', 'trash', 'auto-draft'], true)) {
        $data['post_status'] = 'private';
    }
    return $data;
});
