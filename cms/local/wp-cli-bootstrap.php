<?php
/**
 * Loads WordPress for a command-line script of the local CMS, as if a request came in on the CMS's address
 * (Debian's wp-config.php picks its settings file by host).
 */

$cms_url = getenv('TANDEM_CMS_URL') ?: 'http://127.0.0.1:8881';
$_SERVER['HTTP_HOST'] = parse_url($cms_url, PHP_URL_HOST) . ':' . parse_url($cms_url, PHP_URL_PORT);
$_SERVER['SERVER_NAME'] = parse_url($cms_url, PHP_URL_HOST);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
