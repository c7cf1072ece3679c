<?php
/**
 * The dashboard is about the website: one widget, "Website", says what to edit where (a link to each list the
 * user may edit, and for administrators the menus and the settings), links to the live site, and says when the
 * website was last published. WordPress's own widgets go: they are about a blog this CMS does not run (Quick Draft,
 * At a Glance's posts and comments, Activity), about wordpress.org (Events and News, which cannot reach it from a
 * closed network and shows an RSS error), or about the server (Site Health, still under Tools).
 */

defined('ABSPATH') || exit;

add_action('wp_dashboard_setup', function (): void {
    remove_action('welcome_panel', 'wp_welcome_panel'); // added after the plugins load, so removed here
    foreach (['dashboard_primary' => 'side', 'dashboard_quick_press' => 'side', 'dashboard_right_now' => 'normal', 'dashboard_activity' => 'normal', 'dashboard_site_health' => 'normal'] as $widget => $context) {
        remove_meta_box($widget, 'dashboard', $context);
    }
    wp_add_dashboard_widget('tandem_website', 'Website', 'tandem_dashboard_widget');
}, 20);

/** Where the website shows a type's items, for the list of what to edit where. */
function tandem_dashboard_place(string $type): string
{
    if ($type === 'page') {
        return 'de vaste pagina’s, zoals de voorpagina en Contact';
    }
    if (in_array($type, ['people', 'partners'], true)) {
        return $type === 'people' ? 'het team, op de pagina’s die het tonen' : 'op de pagina’s die de partners tonen';
    }
    $place = tandem_route_places()[$type] ?? '';
    return $place !== '' ? "op de website onder $place/" : '';
}

/** The lists this user may edit, each with where the website shows it; for administrators the menus and settings. */
function tandem_dashboard_edit_links(): string
{
    $items = [];
    foreach (array_merge(['page'], array_keys(tandem_post_types())) as $type) {
        $object = get_post_type_object($type);
        if (!$object || !current_user_can($object->cap->edit_posts)) {
            continue;
        }
        $place = tandem_dashboard_place($type);
        $items[] = sprintf(
            '<li><a href="%s">%s</a>%s</li>',
            esc_url(admin_url('edit.php?post_type=' . $type)),
            esc_html($object->labels->name),
            $place !== '' ? ': ' . esc_html($place) : ''
        );
    }
    $activity_type = get_taxonomy('activity_type');
    if ($activity_type && current_user_can($activity_type->cap->manage_terms)) {
        $items[] = sprintf(
            '<li><a href="%s">%s</a>: de soort bij elke activiteit in de agenda</li>',
            esc_url(admin_url('edit-tags.php?taxonomy=activity_type&post_type=activities')),
            esc_html($activity_type->labels->name)
        );
    }
    if (current_user_can('edit_theme_options')) {
        $items[] = sprintf('<li><a href="%s">Menu’s</a>: het hoofdmenu, de flyout en de footer</li>', esc_url(admin_url('nav-menus.php')));
    }
    if (current_user_can('manage_options')) {
        $items[] = sprintf('<li><a href="%s">Instellingen → Website</a>: contactgegevens, sociale media, het contactformulier en het publiceren</li>', esc_url(admin_url('options-general.php?page=tandem-website')));
    }
    return $items === [] ? '' : '<h3>Wat bewerkt u waar?</h3><ul class="ul-disc">' . implode('', $items) . '</ul>';
}

/** Who sets what is missing: the administrator, under Instellingen → Website. */
function tandem_dashboard_settings_hint(): string
{
    return current_user_can('manage_options')
        ? sprintf(' <a href="%s">Instellen onder Instellingen → Website</a>.', esc_url(admin_url('options-general.php?page=tandem-website')))
        : ' Een beheerder kan het instellen.';
}

/** A moment from the status file, in Dutch ("28 november 2026 om 13:33"), or null. */
function tandem_dashboard_moment($value): ?string
{
    $time = is_string($value) ? strtotime($value) : false;
    return $time ? wp_date('j F Y \o\m H:i', $time) : null;
}

/** The last publication, from the status the site's server reports (build-status.php). */
function tandem_dashboard_last_publication(): string
{
    $url = tandem_build_status_url();
    if ($url === '') {
        return '<p>Wanneer de website het laatst is bijgewerkt, is niet bekend: er is geen statusadres ingesteld.' . tandem_dashboard_settings_hint() . '</p>';
    }
    $status = tandem_build_status_fetch($url);
    if (!is_array($status)) {
        return '<p>De status van de website kon niet worden opgehaald: ' . esc_html($status) . '.</p>';
    }
    $lines = [];
    if (is_array($status['building'] ?? null)) {
        $started = tandem_dashboard_moment($status['building']['started'] ?? null);
        $lines[] = 'De website wordt nu bijgewerkt' . ($started ? " (gestart $started)" : '') . '.';
    }
    $last = is_array($status['last'] ?? null) ? $status['last'] : null;
    $finished = $last ? tandem_dashboard_moment($last['finished'] ?? null) : null;
    if ($last === null || $finished === null) {
        $lines[] = 'De website is nog niet eerder bijgewerkt.';
    } elseif (($last['outcome'] ?? '') === 'succeeded') {
        $lines[] = "Laatst bijgewerkt op $finished.";
    } elseif (($last['outcome'] ?? '') === 'failed') {
        $lines[] = "Het bijwerken op $finished is mislukt; de website is niet gewijzigd.";
    }
    if (is_array($status['paused'] ?? null)) {
        $lines[] = 'Publiceren staat stil: opgeslagen wijzigingen gaan pas online als een beheerder "Nu publiceren" kiest.';
    }
    $html = '<p>' . esc_html(implode(' ', $lines ?: ['De laatste publicatie is nog bezig.'])) . '</p>';
    $publications = menu_page_url('tandem-publications', false);
    return $publications !== '' ? $html . sprintf('<p><a href="%s">Alle publicaties</a></p>', esc_url($publications)) : $html;
}

function tandem_dashboard_widget(): void
{
    $site = tandem_site_url();
    echo '<p>';
    if ($site !== '') {
        printf(
            'De website: <a href="%1$s" target="_blank" rel="noopener">%2$s</a>. Wat u hier publiceert, verschijnt daar zodra de website is bijgewerkt.',
            esc_url($site . '/'),
            esc_html(preg_replace('#^https?://#', '', $site))
        );
    } else {
        echo 'Het adres van de website is niet ingesteld.' . tandem_dashboard_settings_hint(); // hint is escaped HTML
    }
    echo '</p><h3>Laatste publicatie</h3>' . tandem_dashboard_last_publication() . tandem_dashboard_edit_links();
}
