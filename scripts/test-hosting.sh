#!/usr/bin/env bash
# The hosting group (tests/hosting): a build served by Debian's nginx with the config the build generated,
# checked over HTTP (redirects, 404, content types, headers of every file, compression), in Chromium (no
# Content-Security-Policy violation on any template, with the consent banner and tag manager stand-ins) and
# against Netlify's own parsers. HOSTING_BUILD_DIR: a build to test (npm test passes the PWA group's build A,
# which has the same settings); without it, this builds one and builds the default site again afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

source scripts/support/ready-to-run.sh
require_programs chromium nginx

# The test ids for the consent banner and the tag manager (tests/pwa/support/builds.ts), as in build A.
export GATSBY_COOKIEBOT_ID=00000000-0000-4000-8000-000000000000
export GATSBY_GTM_ID=GTM-TEST123

if [ -z "${HOSTING_BUILD_DIR:-}" ]; then
  HOSTING_BUILD_DIR=.test-builds/hosting
  trap 'echo "Building the default site again"; env -u GATSBY_COOKIEBOT_ID -u GATSBY_GTM_ID npx gatsby build > /dev/null' EXIT
  npx gatsby build
  rm -rf "$HOSTING_BUILD_DIR"
  mkdir -p .test-builds
  cp -a public "$HOSTING_BUILD_DIR"
fi
HOSTING_BUILD_DIR="$(realpath "$HOSTING_BUILD_DIR")"
export HOSTING_BUILD_DIR

npx playwright test --project hosting "$@"
