<?php
/**
 * WordPress's Preview button opens the site's preview server (`npm run preview`) instead of the CMS's own
 * theme: for every post type of the site, the preview link goes to admin-post.php?action=tandem_preview,
 * which checks that the editor may edit the item, works out the item's path on the site (the same route
 * table as src/lib/route-table.ts) and its current version (the newest of the item and its autosaves), and
 * sends the browser to the preview server's waiting page with a signed token that expires. The preview
 * server refreshes its data, waits until it has that version, then shows the page.
 *
 * Settings in wp-config.php: TANDEM_PREVIEW_URL (the preview server's address) and TANDEM_PREVIEW_SECRET (at
 * least 32 characters, the same value the preview server is given as PREVIEW_SECRET). Without them WordPress's
 * own preview links stay.
 */

defined('ABSPATH') || exit;

/** How long a preview link (and the access it gives) stays valid. */
const TANDEM_PREVIEW_LIFETIME = 2 * HOUR_IN_SECONDS;

/** @return array{url: string, secret: string}|null */
function tandem_preview_config(): ?array
{
    $url = defined('TANDEM_PREVIEW_URL') ? rtrim((string) TANDEM_PREVIEW_URL, '/') : '';
    $secret = defined('TANDEM_PREVIEW_SECRET') ? (string) TANDEM_PREVIEW_SECRET : '';
    if (!preg_match('~^https?://[^/?#\s]+$~', $url) || strlen($secret) < 32) {
        return null;
    }
    return ['url' => $url, 'secret' => $secret];
}

/** The post types of the site: WordPress's pages and the plugin's own types. */
function tandem_preview_post_types(): array
{
    return array_merge(['page'], array_keys(tandem_post_types()));
}

/**
 * The route table of the site: the types with a page of their own, and the path prefix of each
 * (route-places.json, generated from src/lib/route-table.ts: includes/generated.php).
 *
 * @return array<string, string> post type => path prefix
 */
function tandem_preview_places(): array
{
    return tandem_route_places();
}

/** The slug of a draft without one: stable while the title changes (the source plugin's draftSlug()). */
function tandem_preview_slug(int $post_id): string
{
    return "concept-{$post_id}";
}

/** `https://cms/a/b/` → `/a/b` (the site's paths have no trailing slash). */
function tandem_preview_site_path(string $url): string
{
    $path = untrailingslashit((string) wp_parse_url($url, PHP_URL_PATH));
    return $path === '' ? '/' : $path;
}

/** The site path of an item with a page of its own, as the preview server creates it. */
function tandem_preview_own_path(WP_Post $post): string
{
    if ($post->post_type === 'page' && ($post->post_name === 'home' || (int) get_option('page_on_front') === $post->ID)) {
        return '/';
    }
    if (!in_array($post->post_status, ['draft', 'pending', 'future', 'auto-draft'], true)) {
        return tandem_preview_site_path(get_permalink($post));
    }
    // Unpublished items have no pretty permalink; the REST API's permalink_template is this same sample.
    require_once ABSPATH . 'wp-admin/includes/post.php';
    [$template] = get_sample_permalink($post->ID, $post->post_title, '');
    $slug = $post->post_name !== '' ? $post->post_name : tandem_preview_slug($post->ID);
    return tandem_preview_site_path(preg_replace('/%(postname|pagename)%/', $slug, $template, 1));
}

/** The path of the first published page whose field is switched on (the page that shows the team or partners). */
function tandem_preview_page_showing(string $field): ?string
{
    $pages = get_posts([
        'post_type'   => 'page',
        'post_status' => 'publish',
        'meta_key'    => $field,
        'meta_value'  => '1',
        'orderby'     => 'menu_order',
        'order'       => 'ASC',
        'numberposts' => 1,
    ]);
    return $pages ? tandem_preview_own_path($pages[0]) : null;
}

/**
 * Where the site shows an item: its own page, or for types without one the page that lists them (people and
 * partners on the page that shows the team or the partners). Null: nowhere.
 */
function tandem_preview_path(WP_Post $post): ?string
{
    if (array_key_exists($post->post_type, tandem_preview_places())) {
        return tandem_preview_own_path($post);
    }
    switch ($post->post_type) {
        case 'people':
            return tandem_preview_page_showing('show_people');
        case 'partners':
            return tandem_preview_page_showing('show_partners');
        default:
            return null;
    }
}

/**
 * The item's current version as the REST API writes `modified`: the item's own, or its newest autosave's
 * when that is newer (the source plugin's newerAutosave() makes the same choice).
 */
function tandem_preview_version(WP_Post $post): string
{
    $modified = $post->post_modified;
    foreach (wp_get_post_revisions($post->ID, ['check_enabled' => false]) as $revision) {
        if (str_contains($revision->post_name, "{$post->ID}-autosave") && $revision->post_modified > $modified) {
            $modified = $revision->post_modified;
        }
    }
    return mysql_to_rfc3339($modified);
}

function tandem_preview_base64url(string $bytes): string
{
    return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
}

/** payload.signature, both base64url; the signature is HMAC-SHA256 of the encoded payload. */
function tandem_preview_token(array $claims, string $secret): string
{
    $payload = tandem_preview_base64url(wp_json_encode($claims, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
    return $payload . '.' . tandem_preview_base64url(hash_hmac('sha256', $payload, $secret, true));
}

/** The address the Preview button leads to (the CMS's own, so the version is read at the moment of the click). */
function tandem_preview_open_url(int $post_id): string
{
    return add_query_arg(['action' => 'tandem_preview', 'post' => $post_id], admin_url('admin-post.php'));
}

/**
 * Whether the preview server answers at all (its waiting page covers a server that is still starting). Its address
 * is the site's own setting in wp-config.php, often on this machine, so not wp_safe_remote_get.
 */
function tandem_preview_answers(string $url): bool
{
    return !is_wp_error(wp_remote_get($url . '/__preview/health', ['timeout' => 3, 'redirection' => 0]));
}

add_filter('preview_post_link', function (string $link, WP_Post $post): string {
    if (!tandem_preview_config() || !in_array($post->post_type, tandem_preview_post_types(), true)) {
        return $link;
    }
    return tandem_preview_open_url($post->ID);
}, 10, 2);

/**
 * The block editor previews a draft at its own `link` with `preview=true` (not the filtered preview link):
 * such a request on the CMS goes the same way.
 */
add_action('template_redirect', function (): void {
    if (!is_preview() || !tandem_preview_config()) {
        return;
    }
    $post = get_post(get_queried_object_id() ?: (int) ($_GET['preview_id'] ?? $_GET['p'] ?? $_GET['page_id'] ?? 0));
    if ($post && in_array($post->post_type, tandem_preview_post_types(), true)) {
        wp_safe_redirect(tandem_preview_open_url($post->ID));
        exit;
    }
});

/** Dutch message page in WordPress's style, with a way back to the item. */
function tandem_preview_refuse(string $message, int $status, ?int $post_id = null): void
{
    $back = $post_id ? '<p><a href="' . esc_url(get_edit_post_link($post_id, 'url') ?: admin_url()) . '">Terug naar het bewerken</a></p>' : '';
    wp_die('<h1>Voorvertoning</h1><p>' . esc_html($message) . '</p>' . $back, 'Voorvertoning', ['response' => $status]);
}

add_action('admin_post_nopriv_tandem_preview', function (): void {
    auth_redirect(); // to the login page, and back here after it
});

add_action('admin_post_tandem_preview', function (): void {
    $config = tandem_preview_config();
    $post = get_post((int) ($_GET['post'] ?? 0));
    if (!$post || !in_array($post->post_type, tandem_preview_post_types(), true)) {
        tandem_preview_refuse('Dit item heeft geen pagina op de website.', 404);
    }
    if (!current_user_can('edit_post', $post->ID)) {
        tandem_preview_refuse('U mag dit item niet bekijken.', 403);
    }
    if (!$config) {
        tandem_preview_refuse('De voorvertoning is niet ingesteld: zet TANDEM_PREVIEW_URL en TANDEM_PREVIEW_SECRET in wp-config.php.', 503, $post->ID);
    }
    $path = tandem_preview_path($post);
    if ($path === null) {
        tandem_preview_refuse('Dit item wordt op de website nergens getoond.', 404, $post->ID);
    }
    $token = tandem_preview_token([
        'type'    => $post->post_type,
        'id'      => $post->ID,
        'path'    => $path,
        'version' => tandem_preview_version($post),
        'exp'     => time() + TANDEM_PREVIEW_LIFETIME,
    ], $config['secret']);
    if (!tandem_preview_answers($config['url'])) {
        tandem_preview_refuse(
            'De voorvertoning is nu niet beschikbaar: de voorvertoningsserver (' . $config['url'] . ') antwoordt niet. Hij draait naast de website en is gestopt of nog niet gestart (npm run preview, of npm run publish:local op een eigen computer); vraag de beheerder hem te starten. Uw wijzigingen zijn wel opgeslagen.',
            503,
            $post->ID
        );
    }
    nocache_headers();
    // The preview server is another host by design: wp_redirect, not wp_safe_redirect.
    wp_redirect($config['url'] . '/__preview/wait?token=' . rawurlencode($token));
    exit;
});
