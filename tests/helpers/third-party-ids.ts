/**
 * The consent banner and tag manager ids the test builds are made with (scripts/test-pwa.sh and
 * scripts/test-hosting.sh export the same values): real-looking, so the site loads both, but unknown to either.
 */
export const TEST_COOKIEBOT_ID = '00000000-0000-4000-8000-000000000000'
export const TEST_GTM_ID = 'GTM-TEST123'
