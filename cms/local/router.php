<?php
/**
 * Router for PHP's built-in server in front of Debian's WordPress: static files are served as they are, the
 * content folder comes from the project's local CMS folder, and every other path (/wp-json/…, pretty
 * permalinks) goes to WordPress's index.php.
 */

$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?: '/');
$content_dir = getenv('TANDEM_CMS_CONTENT_DIR');

if ($content_dir && str_starts_with($path, '/wp-content/')) {
    $file = realpath($content_dir . substr($path, strlen('/wp-content')));
    if ($file && str_starts_with($file, realpath($content_dir)) && is_file($file) && !str_ends_with($file, '.php')) {
        $types = ['css' => 'text/css', 'js' => 'application/javascript', 'svg' => 'image/svg+xml'];
        $type = $types[pathinfo($file, PATHINFO_EXTENSION)] ?? mime_content_type($file);
        header('Content-Type: ' . $type);
        header('Content-Length: ' . filesize($file));
        readfile($file);
        return true;
    }
}

$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if (is_dir($file)) {
    $file = rtrim($file, '/') . '/index.php';
}
if (is_file($file)) {
    if (!str_ends_with($file, '.php')) {
        return false; // a static core file: the built-in server sends it
    }
    $_SERVER['SCRIPT_NAME'] = substr($file, strlen($_SERVER['DOCUMENT_ROOT']));
    $_SERVER['SCRIPT_FILENAME'] = $file;
    chdir(dirname($file));
    require $file;
    return true;
}

$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
