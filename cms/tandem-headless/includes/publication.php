<?php
/**
 * Whether an editor's save is on the website yet, in the editor's words. WordPress itself would say "is now
 * live" at the click, but the website is a static build made after the save: it is live only once the build
 * that read the save has succeeded. The publishing status (build-status.php reads it from the site's server)
 * lists the builds with their start, end and outcome, and what each left out; a save is in the first build that
 * started after it.
 *
 * GET /tandem/v1/publication?post=<id> answers with the item's state, GET /tandem/v1/publication with the site's;
 * the block editor and the admin bar show it (assets/publication.js), the status page lists the builds.
 */

defined('ABSPATH') || exit;

/** How long one reading of the status serves every request (editors' screens ask every few seconds). */
const TANDEM_PUBLICATION_STATUS_TTL = 2;
/** A save this recent with no build after it yet is waiting for one (the hook is sent at the end of the save). */
const TANDEM_PUBLICATION_WAIT = 10 * MINUTE_IN_SECONDS;

/** The publishing status (build-status.php), read at most once per TANDEM_PUBLICATION_STATUS_TTL seconds. */
function tandem_publication_status()
{
    $url = tandem_build_status_url();
    if ($url === '') {
        return 'er is geen statusadres ingesteld (Instellingen → Website)';
    }
    $key = 'tandem_publication_' . md5($url);
    $cached = get_transient($key);
    if ($cached !== false) {
        return $cached;
    }
    $status = tandem_build_status_fetch($url);
    set_transient($key, $status, TANDEM_PUBLICATION_STATUS_TTL);
    return $status;
}

/** An ISO 8601 moment from the status file as a timestamp, or null. */
function tandem_publication_timestamp($value): ?int
{
    $time = is_string($value) ? strtotime($value) : false;
    return $time === false ? null : $time;
}

/** "13:33" today, "28 november 2026 om 13:33" another day: Dutch, whatever language WordPress runs in. */
function tandem_publication_moment(int $timestamp, bool $always_date = false): string
{
    $months = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
    $zone = wp_timezone();
    $moment = (new DateTimeImmutable('@' . $timestamp))->setTimezone($zone);
    $today = (new DateTimeImmutable('now', $zone))->format('Y-m-d');
    if (!$always_date && $moment->format('Y-m-d') === $today) {
        return $moment->format('H:i');
    }
    return sprintf('%d %s %s om %s', (int) $moment->format('j'), $months[(int) $moment->format('n') - 1], $moment->format('Y'), $moment->format('H:i'));
}

/** The builds of the status, oldest first (the one under way included), each with its start as a timestamp. */
function tandem_publication_builds(array $status): array
{
    $builds = [];
    foreach (is_array($status['history'] ?? null) ? $status['history'] : [] as $build) {
        $started = is_array($build) ? tandem_publication_timestamp($build['started'] ?? null) : null;
        if ($started !== null && is_string($build['release'] ?? null)) {
            $builds[$build['release']] = $build + ['startedAt' => $started];
        }
    }
    if (is_array($status['building'] ?? null) && is_string($status['building']['release'] ?? null)) {
        $started = tandem_publication_timestamp($status['building']['started'] ?? null);
        if ($started !== null) {
            $builds[$status['building']['release']] = $status['building'] + ['startedAt' => $started];
        }
    }
    uasort($builds, fn ($a, $b) => $a['startedAt'] <=> $b['startedAt']);
    return array_values($builds);
}

/** Why a build failed, for editors: the reason publishing gave in Dutch, or what every failed build means. */
function tandem_publication_failure(array $build): string
{
    $reason = tandem_build_status_text($build['reason'] ?? '', 300);
    return $reason !== '' ? $reason : 'de website kon niet worden gebouwd. De vorige versie blijft online; de beheerder vindt de oorzaak in het logboek op de webserver';
}

/** What a build noted about one item (left out, or published without a broken part), or null. */
function tandem_publication_notice(array $build, int $post_id): ?array
{
    foreach (is_array($build['notices'] ?? null) ? $build['notices'] : [] as $notice) {
        if (is_array($notice) && ($notice['id'] ?? null) === $post_id) {
            return $notice;
        }
    }
    return null;
}

/**
 * @return array{state: string, message: string, link?: string, linkLabel?: string}
 *   state: none (not published), scheduled, building, waiting (publishing paused), live, failed, unknown
 */
function tandem_publication_of(WP_Post $post, $status): array
{
    if ($post->post_status === 'future') {
        return ['state' => 'scheduled', 'message' => 'Gepland: gaat online op ' . tandem_publication_moment((int) get_post_time('U', true, $post), true) . '.'];
    }
    if ($post->post_status !== 'publish') {
        return ['state' => 'none', 'message' => 'Niet gepubliceerd: dit item staat niet op de website.'];
    }
    if (!is_array($status)) {
        return ['state' => 'unknown', 'message' => 'De status van de website is niet bekend: ' . $status . '.'];
    }
    $saved = (int) get_post_modified_time('U', true, $post);
    $builds = tandem_publication_builds($status);
    $succeeded = array_values(array_filter($builds, fn ($build) => ($build['outcome'] ?? '') === 'succeeded'));
    $newest = $succeeded === [] ? null : $succeeded[count($succeeded) - 1];
    // On the website as the newest version has it: left out there (by its own fault or another item's, such as
    // a parent in the trash) it is not online, whenever it was saved.
    $live = function (array $build) use ($post, $newest): array {
        $left_out = $newest === null ? null : tandem_publication_notice($newest, $post->ID);
        if ($left_out !== null && ($left_out['outcome'] ?? '') === 'left-out') {
            return ['state' => 'failed', 'message' => 'Niet gepubliceerd: ' . tandem_build_status_text($left_out['problem'] ?? '', 300) . tandem_build_status_field($left_out)];
        }
        $notice = tandem_publication_notice($build, $post->ID);
        $since = tandem_publication_timestamp($build['finished'] ?? null) ?? $build['startedAt'];
        $note = $notice === null ? '' : ', zonder het foute onderdeel: ' . tandem_build_status_text($notice['problem'] ?? '', 300) . tandem_build_status_field($notice);
        $state = ['state' => 'live', 'message' => 'Staat online sinds ' . tandem_publication_moment($since) . $note];
        $link = tandem_view_link($post); // view-links.php
        return $link === null ? $state : $state + ['link' => $link, 'linkLabel' => 'Bekijk op de website'];
    };
    $failed = null;
    foreach ($builds as $build) {
        if ($build['startedAt'] < $saved) {
            continue;
        }
        $outcome = $build['outcome'] ?? '';
        if ($outcome === 'building') {
            break;
        }
        if ($outcome === 'failed') {
            $failed = $build;
            continue;
        }
        return $live($build);
    }
    if (is_array($status['building'] ?? null) || (int) ($status['queued'] ?? 0) > 0) {
        return ['state' => 'building', 'message' => 'De website wordt bijgewerkt…'];
    }
    if (is_array($status['paused'] ?? null)) {
        return ['state' => 'waiting', 'message' => 'Nog niet online: publiceren staat stil sinds een oudere versie van de website is teruggezet. Een beheerder zet het weer aan met ‘Nu publiceren’ (Instellingen → Website).'];
    }
    if ($failed !== null) {
        return ['state' => 'failed', 'message' => 'Niet gepubliceerd: ' . tandem_publication_failure($failed) . '.'];
    }
    // No build since the save. Saved before the oldest build listed: it is in the live version.
    if ($succeeded !== [] && $builds[0]['startedAt'] > $saved) {
        return $live($succeeded[0]);
    }
    if (tandem_build_hook_url() === '') {
        return ['state' => 'failed', 'message' => 'Niet gepubliceerd: er is geen build-hook ingesteld, dus de website weet niet dat er iets is gewijzigd (Instellingen → Website).'];
    }
    if (time() - $saved < TANDEM_PUBLICATION_WAIT || get_option(TANDEM_BUILD_HOOK_PENDING)) {
        return ['state' => 'building', 'message' => 'De website wordt bijgewerkt…'];
    }
    return ['state' => 'unknown', 'message' => 'Deze wijziging is niet op de website aangekomen. Sla het item opnieuw op; blijft dit staan, waarschuw dan de beheerder.'];
}

/** The site's state for the admin bar: the build under way, or how the last one went. */
function tandem_publication_site($status): array
{
    if (!is_array($status)) {
        return ['state' => 'unknown', 'message' => 'Website: status onbekend'];
    }
    if (is_array($status['building'] ?? null) || (int) ($status['queued'] ?? 0) > 0) {
        return ['state' => 'building', 'message' => 'Website wordt bijgewerkt…'];
    }
    $last = is_array($status['last'] ?? null) ? $status['last'] : null;
    $finished = $last ? tandem_publication_timestamp($last['finished'] ?? null) : null;
    if ($last === null || $finished === null) {
        return ['state' => 'unknown', 'message' => 'Website: nog niet gepubliceerd'];
    }
    if (($last['outcome'] ?? '') === 'failed') {
        return ['state' => 'failed', 'message' => 'Website niet bijgewerkt (' . tandem_publication_moment($finished) . ')'];
    }
    return ['state' => 'live', 'message' => 'Website bijgewerkt om ' . tandem_publication_moment($finished)];
}

add_action('rest_api_init', function (): void {
    register_rest_route('tandem/v1', '/publication', [
        'methods'             => 'GET',
        'args'                => ['post' => ['type' => 'integer', 'minimum' => 1]],
        'permission_callback' => function (WP_REST_Request $request): bool {
            $post_id = (int) $request->get_param('post');
            return $post_id > 0 ? current_user_can('edit_post', $post_id) : current_user_can('edit_posts');
        },
        'callback'            => function (WP_REST_Request $request) {
            $status = tandem_publication_status();
            $post_id = (int) $request->get_param('post');
            if ($post_id === 0) {
                return rest_ensure_response(tandem_publication_site($status));
            }
            $post = get_post($post_id);
            if (!$post) {
                return new WP_Error('tandem_publication_no_item', 'Dit item bestaat niet.', ['status' => 404]);
            }
            $response = rest_ensure_response(tandem_publication_of($post, $status));
            $response->header('Cache-Control', 'no-store');
            return $response;
        },
    ]);
});

/**
 * The admin bar's entry (for everyone who edits), filled in and kept current by assets/publication.js; it links to
 * the status page.
 */
add_action('admin_bar_menu', function (WP_Admin_Bar $bar): void {
    if (!is_admin() || !current_user_can('edit_posts')) {
        return;
    }
    $bar->add_node([
        'id'    => 'tandem-publication',
        'title' => '<span class="ab-label" data-tandem-publication>Website: status ophalen…</span>',
        'href'  => admin_url('admin.php?page=' . TANDEM_PUBLICATIONS_PAGE),
        'meta'  => ['title' => 'Publicaties van de website'],
    ]);
}, 90);

add_action('admin_enqueue_scripts', function (): void {
    if (!current_user_can('edit_posts')) {
        return;
    }
    $screen = get_current_screen();
    $post = $screen && $screen->base === 'post' ? get_post() : null;
    $in_block_editor = $post && $screen->is_block_editor();
    wp_enqueue_script(
        'tandem-publication',
        plugins_url('assets/publication.js', __DIR__),
        $in_block_editor ? ['wp-api-fetch', 'wp-data', 'wp-notices', 'wp-editor', 'wp-edit-post'] : ['wp-api-fetch'],
        (string) filemtime(__DIR__ . '/../assets/publication.js'),
        true
    );
    wp_localize_script('tandem-publication', 'tandemPublication', [
        'post'   => $post ? $post->ID : 0,
        'editor' => (bool) $in_block_editor,
    ]);
});
