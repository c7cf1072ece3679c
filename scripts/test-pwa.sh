#!/usr/bin/env bash
# The installable-app and deploy tests (tests/pwa): two builds of the site in sequence, served by a test host
# that can switch from one to the other while Chromium has the site open. public/ holds the default build again
# afterwards, for the other browser tests. `test-pwa.sh builds` makes the builds only (into .test-builds/) and
# `test-pwa.sh tests [playwright options]` tests the saved ones: npm test runs the tests beside the publishing
# group, which builds in the project while these read only their copies.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

source scripts/support/ready-to-run.sh
require_programs chromium

part=all
if [ "${1:-}" = builds ] || [ "${1:-}" = tests ]; then
  part=$1
  shift
fi

if [ "$part" = tests ]; then
  exec npx playwright test --project pwa "$@"
fi

builds=.test-builds
rm -rf "$builds"
mkdir -p "$builds"
# At the end, build the default site again. Copying the old public/ back would not do: Gatsby's cache would then
# describe another build than public/ holds, and the next incremental build would mix the two. `npm test` skips
# it (PWA_RESTORE_DEFAULT_BUILD=0): every step after this one tests a saved build or makes its own.
if [ "${PWA_RESTORE_DEFAULT_BUILD:-1}" != 0 ]; then
  trap 'echo "Building the default site again"; env -u GATSBY_COOKIEBOT_ID -u GATSBY_GTM_ID npx gatsby build > /dev/null' EXIT
fi

# Both builds with ids for the consent banner and the tag manager (the tests answer their scripts locally).
export GATSBY_COOKIEBOT_ID=00000000-0000-4000-8000-000000000000
export GATSBY_GTM_ID=GTM-TEST123

echo "Build A: the demo content"
npx gatsby build
cp -a public "$builds/a"

echo "Build B: the same code after an editor renamed a product"
cp -a content/snapshot "$builds/snapshot-b"
npx tsx tests/pwa/support/rename-product.ts "$builds/snapshot-b"
CONTENT_SNAPSHOT_DIR="$builds/snapshot-b" npx gatsby build
cp -a public "$builds/b"

# The deploy test needs only a build whose worker removes itself; its content is the bad-content corpus's, so the
# corpus's one build (every case in place, checked by scripts/test-corpus-build.sh) costs no build of its own.
echo "Build C: the service worker switched off, on the demo content with the bad-content corpus in it"
GATSBY_SERVICE_WORKER=off bash scripts/test-corpus-build.sh
cp -a public "$builds/without-worker"

if [ "$part" = all ]; then
  npx playwright test --project pwa "$@"
fi
