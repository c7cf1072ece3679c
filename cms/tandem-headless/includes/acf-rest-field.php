<?php
/**
 * Every item's fields in an `acf` object, like ACF's own REST integration gives them. When the ACF plugin is
 * active it provides `acf` itself and this stays out of the way.
 */

defined('ABSPATH') || exit;

add_action('rest_api_init', function (): void {
    if (class_exists('ACF')) {
        return;
    }
    foreach (tandem_field_table() as $post_type => $fields) {
        register_rest_field($post_type, 'acf', [
            'get_callback' => function (array $item) use ($fields): array {
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
