<?php
/**
 * The fields in wp-admin: one box "Velden voor de website" under the editor of every type that has fields,
 * one control per field kind. Saving cleans each value for its kind (tandem_clean_field).
 */

defined('ABSPATH') || exit;

/** The fields a post edits: the home-page fields on the front page, else those of its type. */
function tandem_fields_for(WP_Post $post): ?array
{
    if ($post->post_type === 'page' && (int) get_option('page_on_front') === $post->ID) {
        return tandem_front_page_fields();
    }
    return tandem_field_table()[$post->post_type] ?? null;
}

add_action('add_meta_boxes', function (string $post_type, $post): void {
    $fields = $post instanceof WP_Post ? tandem_fields_for($post) : null;
    if ($fields === null) {
        return;
    }
    add_meta_box('tandem-fields', 'Velden voor de website', function (WP_Post $post) use ($fields): void {
        wp_nonce_field('tandem_fields', 'tandem_fields_nonce');
        echo '<table class="form-table" role="presentation">';
        foreach ($fields as $key => $field) {
            $id = 'tandem-' . $key;
            // Required: the build needs the value (the same rule refuses publishing without it, author-checks.php).
            $required = empty($field['required']) ? '' : ' <span class="tandem-required">(verplicht)</span>';
            printf('<tr><th scope="row"><label for="%s">%s</label>%s</th><td>', esc_attr($id), esc_html($field['label']), $required);
            tandem_render_control($id, $key, $field, get_post_meta($post->ID, $key, true));
            if (($field['help'] ?? '') !== '') {
                printf('<p class="description" id="%s-help">%s</p>', esc_attr($id), esc_html($field['help']));
            }
            echo '</td></tr>';
        }
        echo '</table>';
    }, $post_type, 'normal', 'high');
}, 10, 2);

/** The attributes that tie a control to its help text, and mark it required where the build needs a value. */
function tandem_control_attributes(string $id, array $field): string
{
    $attributes = ($field['help'] ?? '') !== '' ? sprintf(' aria-describedby="%s-help"', esc_attr($id)) : '';
    return $attributes . (empty($field['required']) ? '' : ' required aria-required="true"');
}

function tandem_render_control(string $id, string $key, array $field, $stored): void
{
    $name = 'tandem_fields[' . $key . ']';
    $attributes = tandem_control_attributes($id, $field);
    $value = in_array($field['kind'], ['bool', 'keys', 'ids', 'features'], true)
        ? tandem_read_field(0, $key, $field, $stored)
        : $stored;
    switch ($field['kind']) {
        case 'link':
            $link = is_array($value) ? $value : [];
            foreach (['title' => 'Tekst', 'url' => 'Adres', 'target' => 'Doel (_blank voor een nieuw tabblad)'] as $part => $label) {
                printf(
                    '<label style="display:block">%s<br><input type="text" class="regular-text" name="%s[%s]" value="%s"></label>',
                    esc_html($label),
                    esc_attr($name),
                    $part,
                    esc_attr($link[$part] ?? '')
                );
            }
            break;
        case 'bool':
            printf('<input type="checkbox" id="%s" name="%s" value="1" %s%s>', esc_attr($id), esc_attr($name), checked($value, true, false), $attributes);
            break;
        case 'html':
        case 'textarea':
            printf('<textarea id="%s" name="%s" rows="3" class="large-text"%s>%s</textarea>', esc_attr($id), esc_attr($name), $attributes, esc_textarea($value));
            break;
        case 'choice':
            printf('<select id="%s" name="%s"%s><option value="">— Kies —</option>', esc_attr($id), esc_attr($name), $attributes);
            foreach ($field['choices'] as $choice => $label) {
                printf('<option value="%s" %s>%s</option>', esc_attr($choice), selected($value, $choice, false), esc_html($label));
            }
            echo '</select>';
            break;
        case 'keys':
            foreach ($field['choices'] as $choice => $label) {
                printf(
                    '<label style="display:block"><input type="checkbox" name="%s[]" value="%s" %s> %s</label>',
                    esc_attr($name),
                    esc_attr($choice),
                    checked(in_array($choice, $value, true), true, false),
                    esc_html($label)
                );
            }
            break;
        case 'ids':
            printf('<select id="%s" name="%s[]" multiple size="6"%s>', esc_attr($id), esc_attr($name), $attributes);
            foreach (get_posts(['post_type' => $field['post_type'], 'numberposts' => -1, 'orderby' => 'title', 'order' => 'ASC']) as $option) {
                printf('<option value="%d" %s>%s</option>', $option->ID, selected(in_array($option->ID, $value, true), true, false), esc_html($option->post_title));
            }
            echo '</select>';
            break;
        case 'features':
            // Existing rows plus two empty ones; empty rows are dropped on save.
            $rows = array_merge($value, [['title' => '', 'text' => ''], ['title' => '', 'text' => '']]);
            foreach ($rows as $index => $row) {
                printf(
                    '<p><input type="text" class="regular-text" name="%1$s[%2$d][title]" value="%3$s" placeholder="Titel" aria-label="Titel %4$d"><br>' .
                    '<textarea class="large-text" rows="2" name="%1$s[%2$d][text]" placeholder="Tekst" aria-label="Tekst %4$d">%5$s</textarea></p>',
                    esc_attr($name),
                    $index,
                    esc_attr($row['title']),
                    $index + 1,
                    esc_textarea($row['text'])
                );
            }
            break;
        default:
            $type = ['url' => 'url', 'email' => 'email', 'date' => 'date', 'datetime' => 'datetime-local', 'media' => 'number'][$field['kind']] ?? 'text';
            printf('<input type="%s" id="%s" name="%s" value="%s" class="regular-text"%s>', $type, esc_attr($id), esc_attr($name), esc_attr(is_scalar($value) ? $value : ''), $attributes);
    }
}

add_action('save_post', function (int $post_id, WP_Post $post): void {
    $fields = tandem_fields_for($post);
    if ($fields === null || !isset($_POST['tandem_fields_nonce'])) {
        return;
    }
    if (!wp_verify_nonce($_POST['tandem_fields_nonce'], 'tandem_fields') || !current_user_can('edit_post', $post_id)) {
        return;
    }
    if (defined('DOING_AUTOSAVE') && DOING_AUTOSAVE) {
        return;
    }
    $submitted = wp_unslash($_POST['tandem_fields'] ?? []);
    $submitted = is_array($submitted) ? $submitted : [];
    // A value the build would leave out keeps the field's old value; the editor is told (includes/content-rules.php).
    $problems = tandem_fields_problems($submitted, $fields);
    foreach ($fields as $key => $field) {
        if (isset($problems[$key])) {
            tandem_author_notice(sprintf('%s niet opgeslagen: %s. De vorige waarde is bewaard.', $field['label'], $problems[$key]));
            continue;
        }
        update_post_meta($post_id, $key, tandem_clean_field($submitted[$key] ?? null, $field));
    }
}, 10, 2);

/** The block editor asks for the required fields before a first publication (assets/required-fields.js). */
add_action('enqueue_block_editor_assets', function (): void {
    $post = get_post();
    $fields = $post ? tandem_fields_for($post) : null;
    $required = [];
    foreach ($fields ?? [] as $key => $field) {
        if (!empty($field['required'])) {
            $required[] = ['id' => 'tandem-' . $key, 'label' => $field['label']];
        }
    }
    if ($required === []) {
        return;
    }
    wp_enqueue_script('tandem-required-fields', plugins_url('assets/required-fields.js', __DIR__), ['wp-data', 'wp-notices', 'wp-editor'], (string) filemtime(__DIR__ . '/../assets/required-fields.js'), true);
    wp_localize_script('tandem-required-fields', 'tandemRequiredFields', ['fields' => $required]);
});
