<?php
/**
 * The files the site's TypeScript writes into this plugin, so a fact the site and WordPress share has one home:
 * route-places.json (the route table) and contact-contract.json (the contact form). `npm run cms:contracts` writes
 * them (the list is scripts/cms/contracts.ts) and tests/scripts/contracts.test.ts fails when one is stale.
 */

defined('ABSPATH') || exit;

/**
 * A generated file's data, read once per request. A missing or broken file is logged with the command that
 * writes it and read as empty: each caller says what it does without (no preview link, no contact form).
 */
function tandem_generated(string $file): array
{
    static $read = [];
    if (!array_key_exists($file, $read)) {
        $path = dirname(__DIR__) . '/' . $file;
        $data = is_readable($path) ? json_decode((string) file_get_contents($path), true) : null;
        if (!is_array($data)) {
            error_log("tandem-headless: $file is missing or not JSON; write it with `npm run cms:contracts`");
            $data = [];
        }
        $read[$file] = $data;
    }
    return $read[$file];
}

/**
 * The route table of the site (src/lib/route-table.ts): the types with a page of their own, and the path
 * prefix of each ('' for pages).
 *
 * @return array<string, string> post type => path prefix
 */
function tandem_route_places(): array
{
    $places = tandem_generated('route-places.json')['places'] ?? null;
    return is_array($places) ? array_map('strval', $places) : [];
}
