<?php
/**
 * What WordPress refuses at the door, so an author's mistake never reaches the site (the build checks the same
 * things again, for what comes in another way: an import, another plugin, a live CMS with ACF):
 *   - a slug the website's own files use at the top of the site (reserved-slugs.json): WordPress gives the item
 *     another slug, as it does for its own reserved words, and says so;
 *   - a field value the build would leave out (content-rules.php: a link with another scheme, a date that is
 *     none, an end before its start, a text too long): the old value is kept, and the editor is told;
 *   - publishing an item without a title, with a title too long, or under a parent that is not published:
 *     refused, over REST (the block editor) with a Dutch message.
 * Notices are kept per user until the next admin screen shows them (the classic editor's redirect after a save).
 */

defined('ABSPATH') || exit;

const TANDEM_AUTHOR_NOTICES = 'tandem_author_notices';

/** @return string[] the reserved slugs, lower case */
function tandem_reserved_slugs(): array
{
    static $slugs = null;
    if ($slugs === null) {
        $table = json_decode((string) file_get_contents(dirname(__DIR__) . '/reserved-slugs.json'), true);
        $slugs = is_array($table['slugs'] ?? null) ? array_map('strtolower', array_map('strval', $table['slugs'])) : [];
    }
    return $slugs;
}

function tandem_is_reserved_slug(string $slug): bool
{
    return in_array(strtolower(urldecode($slug)), tandem_reserved_slugs(), true);
}

function tandem_author_notice(string $message): void
{
    $user = get_current_user_id();
    if ($user === 0) {
        return;
    }
    $notices = get_user_meta($user, TANDEM_AUTHOR_NOTICES, true);
    $notices = is_array($notices) ? $notices : [];
    $notices[] = $message;
    update_user_meta($user, TANDEM_AUTHOR_NOTICES, array_slice(array_unique($notices), -10));
}

$tandem_bad_slug = fn ($bad, $slug) => $bad || tandem_is_reserved_slug((string) $slug);
add_filter('wp_unique_post_slug_is_bad_flat_slug', $tandem_bad_slug, 10, 2);
add_filter('wp_unique_post_slug_is_bad_hierarchical_slug', $tandem_bad_slug, 10, 2);
add_filter('wp_unique_post_slug_is_bad_attachment_slug', $tandem_bad_slug, 10, 2);

add_filter('wp_unique_post_slug', function ($slug, $post_id, $status, $type, $parent, $original) {
    if (is_string($original) && $slug !== $original && tandem_is_reserved_slug($original)) {
        tandem_author_notice(sprintf(
            'De slug „%s” is gereserveerd voor bestanden van de website zelf; WordPress heeft „%s” gebruikt. Kies zo nodig een andere slug.',
            $original,
            $slug
        ));
    }
    return $slug;
}, 10, 6);

add_action('admin_notices', function (): void {
    $user = get_current_user_id();
    $notices = $user ? get_user_meta($user, TANDEM_AUTHOR_NOTICES, true) : null;
    if (!is_array($notices) || $notices === []) {
        return;
    }
    delete_user_meta($user, TANDEM_AUTHOR_NOTICES);
    foreach ($notices as $notice) {
        printf('<div class="notice notice-warning is-dismissible"><p>%s</p></div>', esc_html((string) $notice));
    }
});

/**
 * Why an item may not be published as it would be saved (Dutch), or null: what the build would leave out (an
 * empty or too long title, invisible characters in it, a parent that is not published).
 */
function tandem_publish_problem(string $title, int $parent): ?string
{
    $rules = tandem_content_rules();
    $title = trim(wp_strip_all_tags($title));
    if ($title === '') {
        return tandem_rule_message('required', ['label' => 'De titel']);
    }
    if (tandem_text_length($title) > $rules['maxLength']['title']) {
        return tandem_rule_message('tooLong', ['label' => 'De titel', 'max' => $rules['maxLength']['title']]);
    }
    if (preg_match('/' . $rules['forbiddenCharacters'] . '/u', $title)) {
        return tandem_rule_message('forbiddenCharacters', ['label' => 'De titel']);
    }
    if ($parent > 0 && get_post_status($parent) !== 'publish') {
        return 'De bovenliggende pagina is niet gepubliceerd; publiceer die eerst of kies een andere';
    }
    return null;
}

/** Over REST (the block editor saves that way): publishing such an item is refused with the reason. */
function tandem_refuse_unpublishable($prepared, WP_REST_Request $request)
{
    $existing = isset($prepared->ID) ? get_post((int) $prepared->ID) : null;
    $status = $prepared->post_status ?? ($existing ? $existing->post_status : 'draft');
    if (!in_array($status, ['publish', 'future'], true)) {
        return $prepared;
    }
    $title = (string) ($prepared->post_title ?? ($existing ? $existing->post_title : ''));
    $parent = (int) ($prepared->post_parent ?? ($existing ? $existing->post_parent : 0));
    $problem = tandem_publish_problem($title, $parent);
    return $problem === null ? $prepared : new WP_Error('tandem_content_rule', $problem . '.', ['status' => 400]);
}

add_action('init', function (): void {
    foreach (array_merge(['page'], array_keys(tandem_post_types())) as $post_type) {
        add_filter("rest_pre_insert_{$post_type}", 'tandem_refuse_unpublishable', 10, 2);
    }
}, 20);
