<?php
/**
 * What WordPress refuses at the door, so an author's mistake never reaches the site (the build checks the same
 * things again, for what comes in another way: an import, another plugin, a live CMS with ACF):
 *   - a slug the website's own files use at the top of the site (reserved-slugs.json): WordPress gives the item
 *     another slug, as it does for its own reserved words, and says so;
 *   - a date field that holds no date: the old value is kept, and the editor is told.
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

/** Why a value an editor sent for a date field is not a date (Dutch), or null when it is one (or empty). */
function tandem_date_problem(string $value, string $kind): ?string
{
    $value = trim($value);
    if ($value === '') {
        return null;
    }
    $pattern = $kind === 'date' ? '/^(\d{4})-(\d{2})-(\d{2})$/' : '/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/';
    $example = $kind === 'date' ? 'JJJJ-MM-DD' : 'JJJJ-MM-DD UU:MM';
    if (!preg_match($pattern, $value, $parts) || !checkdate((int) $parts[2], (int) $parts[3], (int) $parts[1])
        || (int) ($parts[4] ?? 0) > 23 || (int) ($parts[5] ?? 0) > 59 || (int) ($parts[6] ?? 0) > 59) {
        return sprintf('„%s” is geen datum (%s)', mb_substr($value, 0, 40), $example);
    }
    return null;
}

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
