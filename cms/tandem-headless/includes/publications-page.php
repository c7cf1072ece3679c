<?php
/**
 * Website → Publicaties: the builds of the website for everyone who edits (edit_posts), where editors work, apart
 * from the settings (Instellingen → Website, administrators only). Each build lists what it published by title
 * with an edit link, and what it left out or failed on with the reason in Dutch, with Dutch dates. The page keeps
 * itself current (assets/publication.js fetches it again and swaps the list when it changed).
 */

defined('ABSPATH') || exit;

const TANDEM_PUBLICATIONS_PAGE = 'tandem-publications';

add_action('admin_menu', function (): void {
    add_menu_page('Publicaties van de website', 'Website', 'edit_posts', TANDEM_PUBLICATIONS_PAGE, 'tandem_publications_render', 'dashicons-admin-site', 3);
    add_submenu_page(TANDEM_PUBLICATIONS_PAGE, 'Publicaties van de website', 'Publicaties', 'edit_posts', TANDEM_PUBLICATIONS_PAGE, 'tandem_publications_render');
});

const TANDEM_PUBLICATIONS_ACTIONS = [
    'published'   => 'gepubliceerd',
    'updated'     => 'bijgewerkt',
    'unpublished' => 'offline gehaald',
    'trashed'     => 'naar de prullenbak',
    'deleted'     => 'verwijderd',
    'created'     => 'aangemaakt',
    'scheduled'   => 'gepland',
];

const TANDEM_PUBLICATIONS_OTHER_CHANGES = [
    'menu'           => 'een menu',
    'menu-locations' => 'de plaats van de menu\'s',
    'options'        => 'de instellingen van de website',
    'front-page'     => 'de voorpagina',
    'activity_type'  => 'een soort activiteit',
    'klok'           => 'de agenda (een activiteit begon of eindigde)',
    'manual'         => '‘Nu publiceren’',
];

/** One change of a build: the item by its title with an edit link, or what else changed, and how. */
function tandem_publications_change(array $change): string
{
    if (in_array($change['type'] ?? '', ['klok', 'manual'], true)) {
        return esc_html(TANDEM_PUBLICATIONS_OTHER_CHANGES[$change['type']]);
    }
    $action = TANDEM_PUBLICATIONS_ACTIONS[$change['action'] ?? ''] ?? 'gewijzigd';
    $id = is_int($change['id'] ?? null) ? $change['id'] : 0;
    $post = $id > 0 && !isset(TANDEM_PUBLICATIONS_OTHER_CHANGES[$change['type'] ?? '']) ? get_post($id) : null;
    if ($post) {
        $title = get_the_title($post) ?: '(geen titel)';
        $edit = current_user_can('edit_post', $post->ID) ? get_edit_post_link($post->ID, 'raw') : '';
        $name = $edit ? sprintf('<a href="%s">%s</a>', esc_url($edit), esc_html($title)) : esc_html($title);
        return sprintf('%s (%s, %s)', $name, esc_html(get_post_type_object($post->post_type)->labels->singular_name ?? $post->post_type), esc_html($action));
    }
    $other = TANDEM_PUBLICATIONS_OTHER_CHANGES[$change['type'] ?? ''] ?? 'een item dat niet meer bestaat';
    return esc_html("$other ($action)");
}

/** One build as editors read it. */
function tandem_publications_build(array $build): string
{
    $started = tandem_publication_timestamp($build['started'] ?? null);
    $finished = tandem_publication_timestamp($build['finished'] ?? null);
    $outcome = $build['outcome'] ?? '';
    $heading = [
        'building'  => 'Bezig sinds %s',
        'succeeded' => 'Online gezet op %s',
        'failed'    => 'Mislukt op %s',
    ][$outcome] ?? 'Build van %s';
    $when = $outcome === 'building' || $finished === null ? $started : $finished;
    $html = sprintf('<h3>%s</h3>', esc_html(sprintf($heading, $when === null ? '–' : tandem_publication_moment($when, true))));
    $changes = array_filter(array_slice(is_array($build['changes'] ?? null) ? $build['changes'] : [], 0, 50), 'is_array');
    $html .= $changes === []
        ? '<p>Geen wijzigingen opgegeven (een volledige build).</p>'
        : '<p>Wijzigingen:</p><ul class="ul-disc">' . implode('', array_map(fn ($change) => '<li>' . tandem_publications_change($change) . '</li>', $changes)) . '</ul>';
    if ($outcome === 'failed') {
        $html .= '<p><strong>Niet gepubliceerd:</strong> ' . esc_html(tandem_publication_failure($build)) . '.</p>';
    }
    $html .= tandem_build_status_notices(is_array($build['notices'] ?? null) ? $build['notices'] : []);
    return sprintf('<div class="tandem-publication" data-release="%s">%s</div>', esc_attr(tandem_build_status_text($build['release'] ?? '', 40)), $html);
}

/** The page's list: the state of the website, then the builds, newest first. */
function tandem_publications_html(): string
{
    $status = tandem_publication_status();
    if (!is_array($status)) {
        return '<p>De status van de website kon niet worden opgehaald: ' . esc_html($status) . '.</p>';
    }
    $site = tandem_publication_site($status);
    $html = '<p class="tandem-publications-summary"><strong>' . esc_html($site['message']) . '</strong>';
    if ((int) ($status['queued'] ?? 0) > 0) {
        $html .= ' Er wachten nog wijzigingen op de volgende build.';
    }
    $html .= '</p>';
    if (is_array($status['paused'] ?? null)) {
        $html .= '<div class="notice notice-warning inline"><p>Publiceren staat stil sinds een oudere versie van de website is teruggezet: opgeslagen wijzigingen gaan pas online als een beheerder ‘Nu publiceren’ kiest (Instellingen → Website).</p></div>';
    }
    $builds = array_reverse(tandem_publication_builds($status));
    if ($builds === []) {
        return $html . '<p>Er zijn nog geen builds.</p>';
    }
    return $html . implode('', array_map('tandem_publications_build', $builds));
}

function tandem_publications_render(): void
{
    if (!current_user_can('edit_posts')) {
        wp_die('U mag deze pagina niet bekijken.', 403);
    }
    echo '<div class="wrap"><h1>Publicaties van de website</h1>';
    echo '<p>Wat u publiceert, staat online zodra de website opnieuw is gebouwd, meestal binnen een minuut. Hier ziet u elke build: wat hij online zette, en wat hij wegliet en waarom. Deze pagina werkt zichzelf bij.</p>';
    printf('<div id="tandem-publications" data-tandem-publications>%s</div></div>', tandem_publications_html());
}
