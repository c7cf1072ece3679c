<?php
/**
 * Router for PHP's built-in server in front of Debian's WordPress: static files are served as they are, the
 * content folder comes from the project's local CMS folder (a missing upload is a 404), and every other path (/wp-json/…, pretty
 * permalinks) goes to WordPress's index.php.
 *
 * A path that resolves outside the WordPress folder (`..`, or a link elsewhere) is refused: only Debian's
 * packaged JavaScript libraries, which WordPress's folder links to, are served from outside it.
 */

$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?: '/');
$content_dir = getenv('TANDEM_CMS_CONTENT_DIR');

/**
 * What each worker is doing, for `cms.sh requests`. A worker of PHP's built-in server runs one script at a time
 * and serves no other connection meanwhile, not even one it accepted before (a browser's spare connection): one
 * slow request stalls others. So each worker writes the request it is running into run/requests/<pid> and
 * empties the file when it ends; a request that took 5 s or more is logged to wordpress.log.
 */
function tandem_router_track_request(string $folder, string $path): void
{
    $file = $folder . '/' . getmypid();
    $started = microtime(true);
    $method = preg_replace('/[^A-Z]/', '', (string) ($_SERVER['REQUEST_METHOD'] ?? ''));
    $request = $method . ' ' . substr(preg_replace('/[^\x21-\x7e]/', '?', $path), 0, 300);
    if (@file_put_contents($file, sprintf("%.3f %s\n", $started, $request)) === false) {
        return;
    }
    register_shutdown_function(function () use ($file, $started, $request): void {
        @file_put_contents($file, '');
        $seconds = microtime(true) - $started;
        if ($seconds >= 5) {
            error_log(sprintf('[tandem] slow request (%.1f s): %s', $seconds, $request));
        }
    });
}

$requests_dir = getenv('TANDEM_CMS_REQUESTS_DIR');
if ($requests_dir) {
    tandem_router_track_request($requests_dir, $path);
}

function tandem_router_refuse(): bool
{
    http_response_code(404);
    header('Content-Type: text/plain; charset=utf-8');
    echo "Niet gevonden\n";
    return true;
}

/** Whether a resolved file lies inside one of the folders. */
function tandem_router_inside(string $file, array $folders): bool
{
    foreach ($folders as $folder) {
        $root = realpath($folder);
        if ($root && str_starts_with($file, rtrim($root, '/') . '/')) {
            return true;
        }
    }
    return false;
}

if (str_contains($path, "\0") || preg_match('#(^|/)\.\.(/|$)#', $path)) {
    return tandem_router_refuse();
}

// Only its own host name: a page of another site whose name was made to point at this machine (DNS rebinding)
// sends its own name as Host, and never reaches WordPress, its login or its REST API.
$own = parse_url((string) getenv('TANDEM_CMS_URL'), PHP_URL_HOST) . ':' . parse_url((string) getenv('TANDEM_CMS_URL'), PHP_URL_PORT);
$host = strtolower((string) ($_SERVER['HTTP_HOST'] ?? ''));
if ($host !== $own && $host !== 'localhost:' . parse_url((string) getenv('TANDEM_CMS_URL'), PHP_URL_PORT)) {
    http_response_code(421);
    header('Content-Type: text/plain; charset=utf-8');
    echo "Onbekende host\n";
    return true;
}

if ($content_dir && str_starts_with($path, '/wp-content/')) {
    $file = realpath($content_dir . substr($path, strlen('/wp-content')));
    // The plugin is linked into wp-content from the project (cms.sh): its scripts live where the link points.
    $plugin = realpath($content_dir . '/plugins/tandem-headless');
    $roots = $plugin ? [$content_dir, $plugin] : [$content_dir];
    if ($file && tandem_router_inside($file, $roots) && is_file($file) && !str_ends_with($file, '.php')) {
        $types = ['css' => 'text/css', 'js' => 'application/javascript', 'svg' => 'image/svg+xml'];
        $type = $types[pathinfo($file, PATHINFO_EXTENSION)] ?? mime_content_type($file);
        header('Content-Type: ' . $type);
        header('Content-Length: ' . filesize($file));
        readfile($file);
        return true;
    }
    // A file under uploads that is not there is answered 404, as a web server serving uploads directly does
    // (WordPress itself would redirect to a page that happens to match the name).
    if (str_starts_with($path, '/wp-content/uploads/')) {
        return tandem_router_refuse();
    }
}

$wordpress = $_SERVER['DOCUMENT_ROOT'];
$file = $wordpress . $path;
if (is_dir($file)) {
    $file = rtrim($file, '/') . '/index.php';
}
if (is_file($file)) {
    $real = realpath($file);
    $is_php = str_ends_with($real, '.php');
    // PHP runs only from WordPress's own folder; static files also from the libraries it links to.
    if (!tandem_router_inside($real, $is_php ? [$wordpress] : [$wordpress, '/usr/share/javascript'])) {
        return tandem_router_refuse();
    }
    if (!$is_php) {
        return false; // a static core file: the built-in server sends it
    }
    $_SERVER['SCRIPT_NAME'] = substr($file, strlen($wordpress));
    $_SERVER['SCRIPT_FILENAME'] = $file;
    chdir(dirname($file));
    require $file;
    return true;
}

$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $wordpress . '/index.php';
require $wordpress . '/index.php';
