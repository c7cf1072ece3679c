<?php
/**
 * The proof of work that keeps the contact form open when its hourly cap is reached: a flood then costs the
 * sender CPU time per message instead of shutting the form for everyone. Self-hosted, in ALTCHA's documented
 * challenge format (no third-party service, nothing about the visitor leaves this server):
 *
 *   GET /tandem/v1/contact-challenge → {algorithm: "SHA-256", challenge, maxnumber, salt, signature}
 *     salt      = random hex + "?expires=<unix time>&maxnumber=<n>"
 *     challenge = hex(sha256(salt . number)) for a secret random number in [0, maxnumber]
 *     signature = hex(hmac_sha256(salt . challenge, key)), the key a secret of this site, never sent anywhere
 *
 * The signature covers the salt, so its expiry and its largest number are the server's: moving digits from the
 * number onto the end of the salt keeps the hash but breaks the signature. The number must be written as PHP
 * and JavaScript write it (no leading zeros) and at most the salt's maxnumber. The harder the hour, the harder
 * the puzzle: maxnumber grows with the messages of the hour beyond the cap.
 *
 * The browser tries numbers until the hash matches and posts base64(JSON {algorithm, challenge, number, salt,
 * signature}) as the form's `altcha` field. A solution is accepted once: its challenge is recorded until it
 * expires, so one solved challenge cannot carry a flood.
 */

defined('ABSPATH') || exit;

const TANDEM_PROOF_OF_WORK_NAMESPACE = 'tandem/v1';
const TANDEM_PROOF_OF_WORK_ROUTE = '/contact-challenge';
const TANDEM_CONTACT_SOLUTION_FIELD = 'altcha';
/** The secret the challenges are signed with; not a registered setting, so never in /wp/v2/settings. */
// Stored names (this option, the settings, the used-solution transients) keep the names they were first saved
// under, so an install keeps its key and settings.
const TANDEM_PROOF_OF_WORK_KEY_OPTION = 'tandem_contact_check_key';
/** Used challenges are kept as options named with this prefix, their value the time they expire. */
const TANDEM_CONTACT_USED_PREFIX = '_tandem_contact_check_used_';
/** Why a submission at the cap was not let through, as the visitor is told ('missing': tandem_proof_of_work_message()). */
const TANDEM_PROOF_OF_WORK_MESSAGES = [
    'invalid' => 'De controle is niet gelukt. Voer de controle opnieuw uit.',
    'expired' => 'De controle is verlopen. Voer de controle opnieuw uit.',
    'used'    => 'Deze controle is al gebruikt. Voer de controle opnieuw uit.',
];

add_action('rest_api_init', function (): void {
    register_rest_route(TANDEM_PROOF_OF_WORK_NAMESPACE, TANDEM_PROOF_OF_WORK_ROUTE, [
        'methods'             => 'GET',
        'permission_callback' => '__return_true',
        'callback'            => function (): WP_REST_Response {
            $response = new WP_REST_Response(tandem_contact_challenge(), 200);
            $response->header('Cache-Control', 'no-store');
            return $response;
        },
    ]);
});

/**
 * What the visitor is told when the cap asks for a check: without a solution, the site's own words (the form
 * shows them when the CMS sends none; contact-contract.json), else why the solution was not accepted.
 */
function tandem_proof_of_work_message(string $check): string
{
    return $check === 'missing' ? tandem_contact_contract()['messages']['proofOfWorkNeeded'] : TANDEM_PROOF_OF_WORK_MESSAGES[$check];
}

function tandem_proof_of_work_key(): string
{
    $key = (string) get_option(TANDEM_PROOF_OF_WORK_KEY_OPTION, '');
    if (strlen($key) < 64) {
        // Two first requests at once: the second add fails and both read the one that was stored.
        add_option(TANDEM_PROOF_OF_WORK_KEY_OPTION, bin2hex(random_bytes(32)), '', false);
        wp_cache_delete(TANDEM_PROOF_OF_WORK_KEY_OPTION, 'options');
        $key = (string) get_option(TANDEM_PROOF_OF_WORK_KEY_OPTION, '');
    }
    return $key;
}

/** @return array{algorithm: string, challenge: string, maxnumber: int, salt: string, signature: string} */
function tandem_contact_challenge(): array
{
    $maxnumber = tandem_proof_of_work_difficulty();
    $expires = time() + tandem_contact_number('tandem_contact_check_expiry_seconds');
    $salt = bin2hex(random_bytes(12)) . '?expires=' . $expires . '&maxnumber=' . $maxnumber;
    $challenge = hash('sha256', $salt . random_int(0, $maxnumber));
    return [
        'algorithm' => 'SHA-256',
        'challenge' => $challenge,
        'maxnumber' => $maxnumber,
        'salt'      => $salt,
        'signature' => tandem_proof_of_work_signature($salt, $challenge),
    ];
}

function tandem_proof_of_work_signature(string $salt, string $challenge): string
{
    return hash_hmac('sha256', $salt . $challenge, tandem_proof_of_work_key());
}

/**
 * The puzzle's size: the setting (a few seconds on a phone) while the hour is at its cap, doubling for every
 * further cap's worth of messages, up to 64 times. A proof of the setting's size costs a sender 2 to 33 ms.
 */
function tandem_proof_of_work_difficulty(): int
{
    $base = tandem_contact_number('tandem_contact_check_difficulty');
    $cap = tandem_contact_number('tandem_contact_limit_per_hour');
    $messages = tandem_contact_count_since(gmdate('Y-m-d H:i:s', time() - TANDEM_CONTACT_WINDOW), "COALESCE(spam.meta_value, '') <> '1'");
    $over = $messages === null ? 0 : max(0, (int) $messages->count - $cap);
    return $base * 2 ** min(6, intdiv($over, max(1, $cap)));
}

/**
 * Checks a posted solution and, when it is good, records it as used.
 *
 * @return string 'valid', or why not: 'invalid', 'expired' or 'used'
 */
function tandem_proof_of_work_solution(string $payload): string
{
    $solution = json_decode((string) base64_decode($payload, true), true);
    if (!is_array($solution)) {
        return 'invalid';
    }
    $text = fn (string $name): string => is_string($solution[$name] ?? null) ? $solution[$name] : '';
    $number = is_int($solution['number'] ?? null) ? (string) $solution['number'] : $text('number');
    $salt = $text('salt');
    $challenge = $text('challenge');
    if (
        $text('algorithm') !== 'SHA-256'
        || !hash_equals(tandem_proof_of_work_signature($salt, $challenge), $text('signature'))
    ) {
        return 'invalid';
    }
    // The salt is the server's (signed): its expiry and its largest number can be trusted.
    parse_str(explode('?', $salt, 2)[1] ?? '', $parameters);
    $expires = (int) ($parameters['expires'] ?? 0);
    $maxnumber = (int) ($parameters['maxnumber'] ?? 0);
    if (
        preg_match('/^(0|[1-9][0-9]{0,15})$/', $number) !== 1
        || (int) $number > $maxnumber
        || !hash_equals(hash('sha256', $salt . $number), $challenge)
    ) {
        return 'invalid';
    }
    if ($expires <= time()) {
        return 'expired';
    }
    return tandem_contact_record_use($challenge, $expires) ? 'valid' : 'used';
}

/**
 * Records a challenge as used until it expires; false when it already was. The unique option name makes this
 * one atomic insert, and expired records are removed on the way.
 */
function tandem_contact_record_use(string $challenge, int $expires): bool
{
    global $wpdb;
    // By their real expiry: a record says longer than any challenge lives only if it was forged before the
    // signature covered the salt, and goes too.
    $wpdb->query($wpdb->prepare(
        "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND (CAST(option_value AS UNSIGNED) < %d OR CAST(option_value AS UNSIGNED) > %d)",
        $wpdb->esc_like(TANDEM_CONTACT_USED_PREFIX) . '%',
        time(),
        time() + tandem_contact_number('tandem_contact_check_expiry_seconds')
    ));
    $inserted = $wpdb->query($wpdb->prepare(
        "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')",
        TANDEM_CONTACT_USED_PREFIX . $challenge,
        (string) $expires
    ));
    return $inserted === 1;
}
