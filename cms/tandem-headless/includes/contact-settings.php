<?php
/**
 * The contact form's settings, under Instellingen → Website and in /wp/v2/settings (administrators only):
 * how many messages are accepted per address and in total per hour, how much spam is kept per hour, how hard
 * and how long valid the proof of work at the hourly cap is, how long entries and spam are kept,
 * which proxies may name the visitor's address, and which site origins may post (CORS). A constant in
 * wp-config.php (the name in capitals) overrides each one.
 */

defined('ABSPATH') || exit;

/** Option => [label, default, minimum, description]. */
const TANDEM_CONTACT_NUMBER_SETTINGS = [
    'tandem_contact_limit_per_address'   => ['Berichten per adres per uur', 5, 1, 'Meer berichten van hetzelfde internetadres binnen een uur worden geweigerd (HTTP 429).'],
    'tandem_contact_limit_per_56'        => ['Berichten per IPv6-blok /56 per uur', 15, 1, 'Een IPv6-adres telt ook mee in zijn /56 (256 netwerken van één klant); daarboven wordt geweigerd (HTTP 429).'],
    'tandem_contact_limit_per_48'        => ['Berichten per IPv6-blok /48 per uur', 25, 1, 'En in zijn /48 (65.536 netwerken van één klant), zodat één aansluiting met een eigen /48 niet duizenden berichten kan sturen.'],
    'tandem_contact_limit_per_hour'      => ['Berichten per uur in totaal', 50, 1, 'Spam niet meegeteld. Daarboven wordt een bericht alleen nog aangenomen na een korte controle in de browser van de bezoeker (een rekenpuzzel, geen extern captcha-bedrijf).'],
    'tandem_contact_spam_limit_per_hour' => ['Spamberichten per uur', 200, 1, 'Berichten met het verborgen veld ingevuld tellen apart; daarboven worden ze dat uur niet meer bewaard.'],
    'tandem_contact_check_difficulty'    => ['Moeilijkheid van de controle', 50000, 100, 'Het grootste getal dat de browser moet proberen; gemiddeld kost de helft ervan rekenwerk. 50000 duurt op een gewone telefoon enkele seconden.'],
    'tandem_contact_check_expiry_seconds' => ['Geldigheid van de controle (seconden)', 600, 5, 'Zo lang kan een opgehaalde puzzel worden gebruikt; elke oplossing geldt maar voor één bericht.'],
    'tandem_contact_retention_months'    => ['Berichten bewaren (maanden)', 12, 1, 'Oudere contactberichten worden verwijderd.'],
    'tandem_contact_spam_retention_days' => ['Spam bewaren (dagen)', 30, 1, 'Berichten die als spam zijn gemarkeerd, worden na zoveel dagen verwijderd.'],
];
/** Option => [label, description]; comma-separated lists. */
const TANDEM_CONTACT_LIST_SETTINGS = [
    'tandem_site_origin'             => ['Adres van de website (CORS)', 'Alleen vanaf deze adressen mag het formulier worden verstuurd, bijvoorbeeld https://www.example.nl (meerdere met komma\'s; * voor elk adres).'],
    'tandem_contact_trusted_proxies' => ['Vertrouwde proxy\'s', 'Internetadressen van een proxy of CDN voor WordPress; alleen van hen wordt X-Forwarded-For gelezen.'],
];

/** A setting's value: the wp-config constant of the same name (in capitals) when defined, else the option. */
function tandem_contact_setting(string $option)
{
    $constant = strtoupper($option);
    if ($option === 'tandem_site_origin') {
        $constant = 'TANDEM_SITE_ORIGIN'; // the name it has always had
    }
    if (defined($constant)) {
        return constant($constant);
    }
    if (isset(TANDEM_CONTACT_NUMBER_SETTINGS[$option])) {
        return get_option($option, TANDEM_CONTACT_NUMBER_SETTINGS[$option][1]);
    }
    return (string) get_option($option, '');
}

function tandem_contact_number(string $option): int
{
    return max(TANDEM_CONTACT_NUMBER_SETTINGS[$option][2], (int) tandem_contact_setting($option));
}

/** @return string[] the entries of a comma-separated list setting */
function tandem_contact_list(string $option): array
{
    return array_values(array_filter(array_map('trim', explode(',', (string) tandem_contact_setting($option)))));
}

/** Only `*`, origins (scheme, host, port: no path) or IP addresses are kept. */
function tandem_sanitize_list_setting(string $option, $value): string
{
    $kept = [];
    foreach (array_filter(array_map('trim', explode(',', (string) $value))) as $entry) {
        if ($option === 'tandem_contact_trusted_proxies') {
            if (filter_var($entry, FILTER_VALIDATE_IP)) {
                $kept[] = $entry;
            }
        } elseif ($entry === '*' || preg_match('#^https?://[a-z0-9.-]+(:\d+)?$#i', rtrim($entry, '/'))) {
            $kept[] = rtrim($entry, '/');
        }
    }
    return implode(',', $kept);
}

add_action('init', function (): void {
    foreach (TANDEM_CONTACT_NUMBER_SETTINGS as $option => [$label, $default, $minimum]) {
        register_setting('tandem_site_options', $option, [
            'type'              => 'integer',
            'default'           => $default,
            'show_in_rest'      => ['schema' => ['minimum' => $minimum]],
            'sanitize_callback' => fn ($value) => max($minimum, (int) $value),
        ]);
    }
    foreach (array_keys(TANDEM_CONTACT_LIST_SETTINGS) as $option) {
        register_setting('tandem_site_options', $option, [
            'type'              => 'string',
            'default'           => '',
            'show_in_rest'      => true,
            'sanitize_callback' => fn ($value) => tandem_sanitize_list_setting($option, $value),
        ]);
    }
});

add_action('tandem_options_page_fields', function (): void {
    echo '<h2>Contactformulier</h2><table class="form-table" role="presentation">';
    $row = function (string $option, string $label, string $input, string $description): void {
        $constant = $option === 'tandem_site_origin' ? 'TANDEM_SITE_ORIGIN' : strtoupper($option);
        if (defined($constant)) {
            $description .= ' Nu ingesteld in wp-config.php (' . $constant . ').';
        }
        printf(
            '<tr><th scope="row"><label for="%1$s">%2$s</label></th><td>%3$s<p class="description" id="%1$s-description">%4$s</p></td></tr>',
            esc_attr($option),
            esc_html($label),
            $input,
            esc_html($description)
        );
    };
    foreach (TANDEM_CONTACT_NUMBER_SETTINGS as $option => [$label, $default, $minimum, $description]) {
        // The option's own value (a wp-config constant, said in the description, is not written into it).
        $row($option, $label, sprintf(
            '<input type="number" class="small-text" id="%1$s" name="%1$s" min="%2$d" value="%3$d" aria-describedby="%1$s-description">',
            esc_attr($option),
            $minimum,
            max($minimum, (int) get_option($option, $default))
        ), $description);
    }
    foreach (TANDEM_CONTACT_LIST_SETTINGS as $option => [$label, $description]) {
        $row($option, $label, sprintf(
            '<input type="text" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" aria-describedby="%1$s-description">',
            esc_attr($option),
            esc_attr((string) get_option($option, ''))
        ), $description);
    }
    echo '</table>';
});
