<?php
/**
 * Plugin Name: Tandem headless
 * Description: The content model and REST endpoints the Tandem website reads: post types, fields in `acf`, the
 *              front page, menus by location, site options, the contact form, the build hook and the
 *              Preview button's link to the site's preview server.
 * Version:     1.0.0
 * Text Domain: tandem-headless
 */

defined('ABSPATH') || exit;

require_once __DIR__ . '/includes/generated.php';
require_once __DIR__ . '/includes/content-labels.php';
require_once __DIR__ . '/includes/content-model.php';
require_once __DIR__ . '/includes/headless-theme.php';
require_once __DIR__ . '/includes/content-rules.php';
require_once __DIR__ . '/includes/field-table.php';
require_once __DIR__ . '/includes/acf-rest-field.php';
require_once __DIR__ . '/includes/author-checks.php';
require_once __DIR__ . '/includes/field-editor.php';
require_once __DIR__ . '/includes/menus-route.php';
require_once __DIR__ . '/includes/options-route.php';
require_once __DIR__ . '/includes/site-url.php';
require_once __DIR__ . '/includes/front-page-route.php';
require_once __DIR__ . '/includes/contact-settings.php';
require_once __DIR__ . '/includes/contact-entries.php';
require_once __DIR__ . '/includes/contact-limits.php';
require_once __DIR__ . '/includes/contact-proof-of-work.php';
require_once __DIR__ . '/includes/contact-form.php';
require_once __DIR__ . '/includes/contact-retention.php';
require_once __DIR__ . '/includes/cors.php';
require_once __DIR__ . '/includes/build-hook.php';
require_once __DIR__ . '/includes/build-hook-call.php';
require_once __DIR__ . '/includes/build-hook-changes.php';
require_once __DIR__ . '/includes/build-hook-admin.php';
require_once __DIR__ . '/includes/build-status.php';
require_once __DIR__ . '/includes/preview.php';
require_once __DIR__ . '/includes/preview-account.php';
require_once __DIR__ . '/includes/dashboard.php';
require_once __DIR__ . '/includes/admin-menus.php';
require_once __DIR__ . '/includes/view-links.php';
require_once __DIR__ . '/includes/publication.php';
require_once __DIR__ . '/includes/publications-page.php';
require_once __DIR__ . '/includes/trash-warning.php';
require_once __DIR__ . '/includes/admin-columns.php';
