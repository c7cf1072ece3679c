<?php
/**
 * The Dutch words wp-admin uses for the site's types: every label WordPress knows for a post type and for the
 * taxonomy (whatever is left out, WordPress fills in with its "Post" or, for a hierarchical type, "Page" words:
 * "Edit Page" on a product), the featured image's name per type with the size the site shows it at, and the
 * classic editor's messages after a save.
 *
 * A save puts nothing on the website at once: the site is rebuilt afterwards (build-hook.php), and other parts of
 * wp-admin say when that is done. So no message says the item is live, and none carries a "view" link, which would
 * open the page before the build has put it there.
 */

defined('ABSPATH') || exit;

/**
 * Post type => [what its featured image is, how the site shows it]: the widths in src/templates (gatsbyImageData),
 * twice over for sharp screens (gatsby-plugin-image serves up to 2×), and the cards' 16:10 crop of products
 * (src/components/content/ContentCard.tsx). Partners' logos are not on the site (PartnerList shows none).
 */
const TANDEM_FEATURED_IMAGES = [
    'activities' => ['Foto', 'liggend, minstens 1440 px breed'],
    'careers'    => ['Foto', 'minstens 1120 px breed'],
    'concepts'   => ['Afbeelding', 'minstens 1408 px breed'],
    'partners'   => ['Logo', 'de website toont het nu niet'],
    'products'   => ['Afbeelding', 'liggend 16:10, minstens 1440 × 900 px'],
    'people'     => ['Portret', 'vierkant, minstens 480 × 480 px'],
    'references' => ['Foto', 'minstens 1120 px breed'],
    'page'       => ['Afbeelding', 'minstens 1408 px breed'],
];

/** The featured image's four labels for a type, or none when the site shows no image for it. */
function tandem_featured_image_labels(string $type): array
{
    if (!isset(TANDEM_FEATURED_IMAGES[$type])) {
        return [];
    }
    [$what, $size] = TANDEM_FEATURED_IMAGES[$type];
    return [
        'featured_image'        => "$what ($size)",
        'set_featured_image'    => "$what instellen",
        'remove_featured_image' => "$what verwijderen",
        'use_featured_image'    => 'Als ' . lcfirst($what) . ' gebruiken',
    ];
}

/** What happens to the website after a save that changes it: rebuilt, unless no build hook is set. */
function tandem_label_website_after_save(): string
{
    return tandem_build_hook_url() !== ''
        ? 'De website wordt bijgewerkt.'
        : 'De website wordt niet vanzelf bijgewerkt: er is geen build hook ingesteld.';
}

/**
 * Every post type label, for a noun and its article ('de' or 'het', which decides "nieuwe" or "nieuw"): the
 * sentences are built once here instead of written out per type.
 */
function tandem_post_type_labels(string $type, string $singular, string $plural, string $article): array
{
    $one = lcfirst($singular);
    $many = lcfirst($plural);
    $neuter = $article === 'het';
    $new = $neuter ? 'Nieuw' : 'Nieuwe';
    $then = tandem_label_website_after_save();
    return array_merge([
        'name'                     => $plural,
        'singular_name'            => $singular,
        'menu_name'                => $plural,
        'name_admin_bar'           => $singular,
        'add_new'                  => "$new $one toevoegen",
        'add_new_item'             => "$new $one toevoegen",
        'edit_item'                => "$singular bewerken",
        'new_item'                 => "$new $one",
        'view_item'                => "$singular bekijken",
        'view_items'               => "$plural bekijken",
        'search_items'             => "$plural zoeken",
        'not_found'                => "Geen $many gevonden.",
        'not_found_in_trash'       => "Geen $many gevonden in de prullenbak.",
        'parent_item_colon'        => ($neuter ? 'Bovenliggend' : 'Bovenliggende') . " $one:",
        'all_items'                => "Alle $many",
        'archives'                 => "Archief van $many",
        'attributes'               => "Eigenschappen van $article $one",
        'insert_into_item'         => "In $article $one invoegen",
        'uploaded_to_this_item'    => 'Geüpload naar ' . ($neuter ? 'dit' : 'deze') . " $one",
        'filter_items_list'        => "Lijst met $many filteren",
        'filter_by_date'           => 'Filteren op datum',
        'items_list_navigation'    => "Navigatie door de lijst met $many",
        'items_list'               => "Lijst met $many",
        'item_published'           => "$singular opgeslagen en gepubliceerd. $then",
        'item_published_privately' => "$singular privé opgeslagen: alleen te zien in WordPress, niet op de website.",
        'item_reverted_to_draft'   => "$singular is niet meer gepubliceerd. $then",
        'item_trashed'             => "$singular naar de prullenbak verplaatst. $then",
        'item_scheduled'           => "$singular ingepland: op het gekozen moment wordt $article $one gepubliceerd en daarna de website bijgewerkt.",
        'item_updated'             => "$singular opgeslagen. $then",
        'item_link'                => "Link naar $one",
        'item_link_description'    => "Een link naar een $one.",
    ], tandem_featured_image_labels($type));
}

/** The taxonomy of activities, written out: its words are not those of a post type. */
function tandem_activity_type_labels(): array
{
    return [
        'name'                       => 'Soorten activiteit',
        'singular_name'              => 'Soort activiteit',
        'menu_name'                  => 'Soorten activiteit',
        'name_admin_bar'             => 'Soort activiteit',
        'search_items'               => 'Soorten activiteit zoeken',
        'popular_items'              => 'Veelgebruikte soorten activiteit',
        'all_items'                  => 'Alle soorten activiteit',
        'archives'                   => 'Alle soorten activiteit',
        'parent_item'                => 'Bovenliggende soort',
        'parent_item_colon'          => 'Bovenliggende soort:',
        'name_field_description'     => 'De naam zoals de agenda hem bij een activiteit toont.',
        'slug_field_description'     => 'De naam in webadressen en voor de statistieken: kleine letters, cijfers en streepjes.',
        'parent_field_description'   => 'Een soort kan onder een andere soort vallen.',
        'desc_field_description'     => 'Alleen voor in WordPress: de website toont de beschrijving niet.',
        'edit_item'                  => 'Soort activiteit bewerken',
        'view_item'                  => 'Soort activiteit bekijken',
        'update_item'                => 'Soort activiteit bijwerken',
        'add_new_item'               => 'Nieuwe soort activiteit toevoegen',
        'new_item_name'              => 'Naam van de nieuwe soort',
        'separate_items_with_commas' => 'Scheid soorten met komma’s',
        'add_or_remove_items'        => 'Soorten toevoegen of verwijderen',
        'choose_from_most_used'      => 'Kies uit de meestgebruikte soorten',
        'not_found'                  => 'Geen soorten activiteit gevonden.',
        'no_terms'                   => 'Geen soorten activiteit',
        'filter_by_item'             => 'Filteren op soort activiteit',
        'items_list_navigation'      => 'Navigatie door de lijst met soorten activiteit',
        'items_list'                 => 'Lijst met soorten activiteit',
        'most_used'                  => 'Meest gebruikt',
        'back_to_items'              => '← Terug naar de soorten activiteit',
        'item_link'                  => 'Link naar soort activiteit',
        'item_link_description'      => 'Een link naar een soort activiteit.',
    ];
}

/**
 * The classic editor's messages after a save (the block editor uses the item_* labels): the same sentences,
 * without WordPress's "View post" links. Keys are WordPress's message numbers (edit-form-advanced.php).
 */
function tandem_post_updated_messages(WP_Post_Type $type, string $article): array
{
    $labels = $type->labels;
    $singular = $labels->singular_name;
    $one = lcfirst($singular);
    $revision = isset($_GET['revision']) ? (int) $_GET['revision'] : 0;
    $post = get_post();
    $moment = $post ? get_post_timestamp($post) : false;
    return [
        0  => '',
        1  => $labels->item_updated,
        2  => 'Veld opgeslagen.',
        3  => 'Veld verwijderd.',
        4  => $labels->item_updated,
        5  => $revision > 0 ? sprintf('%s teruggezet naar de versie van %s.', $singular, wp_post_revision_title($revision, false)) : false,
        6  => $labels->item_published,
        7  => "$singular opgeslagen.",
        8  => "$singular ter beoordeling ingediend. Zodra een redacteur $article $one publiceert, wordt de website bijgewerkt.",
        9  => sprintf(
            '%s ingepland voor %s: dan wordt %s %s gepubliceerd en daarna de website bijgewerkt.',
            $singular,
            $moment ? wp_date('j F Y \o\m H:i', $moment) : 'later',
            $article,
            $one
        ),
        10 => "$singular opgeslagen, nog niet gepubliceerd.",
    ];
}

/**
 * WordPress's pages are part of the site too: the same words over core's (Debian's Dutch core strings are older
 * than most of these labels, which stayed English).
 */
add_filter('post_type_labels_page', function (object $labels): object {
    foreach (tandem_post_type_labels('page', 'Pagina', "Pagina's", 'de') as $key => $label) {
        $labels->$key = $label;
    }
    return $labels;
});

add_filter('post_updated_messages', function (array $messages): array {
    $articles = ['page' => 'de'] + array_map(fn (array $type) => $type[3], tandem_post_types());
    foreach ($articles as $type => $article) {
        $object = get_post_type_object($type);
        if ($object) {
            $messages[$type] = tandem_post_updated_messages($object, $article);
        }
    }
    return $messages;
});
