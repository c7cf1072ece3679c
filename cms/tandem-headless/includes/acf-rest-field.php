<?php
/**
 * Every item's fields in an `acf` object, like ACF's own REST integration gives them. When the ACF plugin is
 * active it provides `acf` itself and this stays out of the way.
 */

defined('ABSPATH') || exit;

/**
 * Whether a password-protected item's fields are withheld from this request: always, unless the request carries
 * the item's password (`?password=`, as core's REST content) or comes from someone who may edit it, in the edit
 * context.
 */
function tandem_fields_hidden_by_password(int $post_id, WP_REST_Request $request): bool
{
    $post = get_post($post_id);
    if (!$post || $post->post_password === '') {
        return false;
    }
    if ($request['context'] === 'edit' && current_user_can('edit_post', $post_id)) {
        return false;
    }
    $given = $request['password'];
    if (is_string($given) && $given !== '' && hash_equals($post->post_password, $given)) {
        return false;
    }
    return post_password_required($post);
}

add_action('rest_api_init', function (): void {
    if (class_exists('ACF')) {
        return;
    }
    foreach (tandem_field_table() as $post_type => $fields) {
        register_rest_field($post_type, 'acf', [
            'get_callback' => function (array $item, string $name, WP_REST_Request $request) use ($fields) {
                // Like WordPress core does for the content: no fields of a password-protected item for
                // anyone without its password (an editor asking with context=edit may see them).
                if (tandem_fields_hidden_by_password((int) $item['id'], $request)) {
                    return new stdClass();
                }
                $values = [];
                foreach ($fields as $key => $field) {
                    $values[$key] = tandem_read_field((int) $item['id'], $key, $field);
                }
                return $values;
            },
            'schema'       => ['type' => 'object', 'context' => ['view', 'edit'], 'readonly' => true],
        ]);
    }
    // Activity types have no fields, but the site reads an `acf` object on every item.
    register_rest_field('activity_type', 'acf', ['get_callback' => fn () => new stdClass()]);
});

/*
 * With the ACF plugin active, ACF's own REST output gives `acf` (the registration above steps aside), and ACF does
 * not know the rule above. So the rule is applied to the response itself, whoever filled `acf`: no fields of a
 * password-protected item for a request without its password (or an editor's edit context).
 */
add_action('rest_api_init', function (): void {
    foreach (array_keys(tandem_field_table()) as $post_type) {
        add_filter("rest_prepare_{$post_type}", function (WP_REST_Response $response, WP_Post $post, WP_REST_Request $request) {
            $data = $response->get_data();
            if (is_array($data) && array_key_exists('acf', $data) && tandem_fields_hidden_by_password($post->ID, $request)) {
                $data['acf'] = new stdClass();
                $response->set_data($data);
            }
            return $response;
        }, 20, 3);
    }
}, 20);
