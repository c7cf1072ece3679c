<?php
/**
 * Installs WordPress without a browser (once), activates the plugin and sets what the site needs: pretty
 * permalinks (so `link` fields carry real paths), a Dutch admin with Dutch date settings, the admin account from the
 * environment, an editor's and an author's account, and none of WordPress's sample content. Safe to run again.
 */

require __DIR__ . '/wp-cli-bootstrap.php';
// Lets WordPress load before it is installed (it would redirect to its install page); plugins stay unloaded.
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$user = getenv('TANDEM_CMS_ADMIN_USER') ?: 'redacteur';
// cms.sh passes the given password or the one it made at random (.cms/admin-password); there is no default.
$password = (string) getenv('TANDEM_CMS_ADMIN_PASSWORD');
if ($password === '') {
    fwrite(STDERR, "No administrator password given (cms.sh passes TANDEM_CMS_ADMIN_PASSWORD).\n");
    exit(2);
}

if (!is_blog_installed()) {
    wp_install('Tandem Praktijksoftware', $user, 'redactie@tandem-praktijksoftware.nl', false, '', wp_slash($password));
    echo "WordPress installed; log in as {$user}\n";
}
// An earlier install with the old fixed password takes the password it is given now.
$admin = get_user_by('login', $user);
if ($admin && wp_check_password('redacteur', $admin->user_pass, $admin->ID) && $password !== 'redacteur') {
    wp_set_password($password, $admin->ID);
}

update_option('permalink_structure', '/%postname%/');
update_option('timezone_string', 'Europe/Amsterdam');
update_option('date_format', 'j F Y');
update_option('blog_public', '0'); // headless: the CMS itself is not for search engines
// Debian's Dutch core strings (wordpress-l10n), which cms.sh links into the content folder's languages.
update_option('WPLANG', 'nl_NL');
// The site shows no comments: new items take none.
update_option('default_comment_status', 'closed');
update_option('default_ping_status', 'closed');

// WordPress's sample content, which the site never shows: "Hello world!" with its comment, and the sample page.
// Found by slug (English, or Dutch for an install made in Dutch), never by id: the demo content gives the sample
// page's id to its own home page.
foreach (['post' => ['hello-world', 'hallo-wereld'], 'page' => ['sample-page', 'voorbeeld-pagina']] as $type => $slugs) {
    $sample = get_posts(['post_type' => $type, 'post_name__in' => $slugs, 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids']);
    foreach ($sample as $id) {
        wp_delete_post($id, true); // with its comments
    }
}
// A local CMS answers the contact form of any local site (a live CMS names the site's origin instead).
add_option('tandem_site_origin', '*');

// An application password for the editor, so scripts and tests can call the REST API as that editor
// (WordPress offers them over plain HTTP only in a 'local' environment, which this CMS is).
$password_file = getenv('TANDEM_CMS_STATE') . '/editor-app-password';
$editor = get_user_by('login', $user);
if ($editor && (!is_file($password_file) || !WP_Application_Passwords::application_name_exists_for_user($editor->ID, 'local scripts'))) {
    WP_Application_Passwords::delete_all_application_passwords($editor->ID);
    [$app_password] = WP_Application_Passwords::create_new_application_password($editor->ID, ['name' => 'local scripts']);
    $previous_umask = umask(0077);
    file_put_contents($password_file, $app_password);
    umask($previous_umask);
}

// The application password is a login: readable by this user only, like the rest of .cms/.
if (is_file($password_file)) {
    chmod($password_file, 0600);
}

// cms.sh refuses a non-loopback address when the password it was given is the default; this checks the
// account itself (the password may have been set at an earlier start).
if (getenv('TANDEM_CMS_PUBLIC') === '1' && $editor && wp_check_password('redacteur', $editor->user_pass, $editor->ID)) {
    fwrite(STDERR, "Refusing to listen on a non-loopback address: {$user} still has the default password. Change it in wp-admin first.\n");
    exit(1);
}

$result = activate_plugin('tandem-headless/tandem-headless.php');
if (is_wp_error($result)) {
    fwrite(STDERR, 'Could not activate the plugin: ' . $result->get_error_message() . "\n");
    exit(1);
}
// Debian's WordPress has no theme; the plugin's empty one lets the block editor show the featured image.
require_once WP_CONTENT_DIR . '/plugins/tandem-headless/includes/headless-theme.php';
tandem_headless_theme_when_none();
// The preview server's own account (`npm run preview`), of the plugin's role "Voorvertoning": it may read drafts
// and autosaves, nothing more (includes/preview-account.php). Never the administrator's login, which anyone who
// got hold of the preview's settings could use for everything.
require_once WP_CONTENT_DIR . '/plugins/tandem-headless/includes/preview-account.php';
tandem_preview_register_role();
$preview_login = 'voorvertoning';
$preview_user = get_user_by('login', $preview_login);
if (!$preview_user) {
    // No one logs in with it: a random password nobody knows, and an application password for the preview.
    $preview_id = wp_insert_user([
        'user_login' => $preview_login,
        'user_pass'  => wp_generate_password(40, true, true),
        'user_email' => 'voorvertoning@tandem-praktijksoftware.nl',
        'role'       => TANDEM_PREVIEW_ROLE,
    ]);
    if (is_wp_error($preview_id)) {
        fwrite(STDERR, 'Could not create the preview account: ' . $preview_id->get_error_message() . "\n");
        exit(1);
    }
    $preview_user = get_user_by('id', $preview_id);
}
$preview_user->set_role(TANDEM_PREVIEW_ROLE);
$preview_password_file = getenv('TANDEM_CMS_STATE') . '/preview-app-password';
if (!is_file($preview_password_file) || !WP_Application_Passwords::application_name_exists_for_user($preview_user->ID, 'preview')) {
    WP_Application_Passwords::delete_all_application_passwords($preview_user->ID);
    [$app_password] = WP_Application_Passwords::create_new_application_password($preview_user->ID, ['name' => 'preview']);
    $previous_umask = umask(0077);
    file_put_contents($preview_password_file, $app_password);
    umask($previous_umask);
}
chmod($preview_password_file, 0600);

// The accounts for what editors and authors do (the tests use them, and so can anyone trying the CMS): an Editor,
// who publishes and edits everyone's items, and an Author, who writes and publishes their own. Each has a password
// made at random once and kept in the state folder, readable by this user only, like the administrator's; the
// file is the password (`accountLogin` in server/lib/local-cms.ts reads it), so a changed one is set back.
foreach (['eindredacteur' => ['editor', 'Eindredacteur'], 'auteur' => ['author', 'Auteur']] as $login => [$role, $name]) {
    $account_password_file = getenv('TANDEM_CMS_STATE') . "/$login-password";
    if (!is_file($account_password_file) || trim((string) file_get_contents($account_password_file)) === '') {
        $previous_umask = umask(0077);
        file_put_contents($account_password_file, rtrim(strtr(base64_encode(random_bytes(18)), '+/', '-_'), '='));
        umask($previous_umask);
    }
    chmod($account_password_file, 0600);
    $account_password = trim((string) file_get_contents($account_password_file));
    $account = get_user_by('login', $login);
    if (!$account) {
        $account_id = wp_insert_user([
            'user_login'   => $login,
            'user_pass'    => $account_password,
            'user_email'   => "$login@tandem-praktijksoftware.nl",
            'display_name' => $name,
            'first_name'   => $name,
            'role'         => $role,
        ]);
        if (is_wp_error($account_id)) {
            fwrite(STDERR, "Could not create the account $login: " . $account_id->get_error_message() . "\n");
            exit(1);
        }
        $account = get_user_by('id', $account_id);
    } elseif (!wp_check_password($account_password, $account->user_pass, $account->ID)) {
        wp_set_password($account_password, $account->ID);
    }
    $account->set_role($role);
}

// Rebuilt on the next request, when the plugin's post types are registered.
delete_option('rewrite_rules');
echo "Plugin active, permalinks set\n";
