<?php
/**
 * Loads WordPress for a command-line script of the local CMS, as if a request came in on the CMS's address
 * (Debian's wp-config.php picks its settings file by host).
 */

// The address comes from whoever runs the script (cms.sh, or the tests through cmsPhpEnvironment()), never a
// default of its own: a second default could name another CMS than the one running.
$cms_url = getenv('TANDEM_CMS_URL');
if (!$cms_url) {
    fwrite(STDERR, "TANDEM_CMS_URL is not set: run this through cms/local/cms.sh, which sets it\n");
    exit(1);
}
$_SERVER['HTTP_HOST'] = parse_url($cms_url, PHP_URL_HOST) . ':' . parse_url($cms_url, PHP_URL_PORT);
$_SERVER['SERVER_NAME'] = parse_url($cms_url, PHP_URL_HOST);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
