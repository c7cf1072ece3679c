#!/usr/bin/env bash
# `npm run test:cms`: the WordPress group, against the real local CMS (cms/local). Starts it (installing the
# Debian packages when missing) and seeds it from the snapshot, then:
#   - jest (tests/cms/*.test.ts): live CMS and snapshot give the same nodes, the exporter round trip, the
#     contact route and its abuse (flood limits, oversized fields, CORS), who may read entries, menus, the local
#     CMS's safety, the build hook, and builds from the CMS: first (every item), incremental, and failing;
#   - Playwright (tests/preview): the preview server with drafts and autosaves, WordPress's Preview link, the
#     token gate, and, last, a production build from the same CMS without any of it (CMS_URL and
#     CONTACT_FORM_CMS_URL set): the build the next two steps use, so the group builds the site from the CMS once;
#   - Playwright (tests/cms/*.spec.ts): the contact form of that build, sending into the CMS (and refused by the
#     flood limit);
#   - the publishing group (tests/publish/, also `npm run test:publish`): the CMS's build hook answered by
#     Debian's webhook, builds into releases, nginx serving the live one; it starts from the build above.
# It leaves public/ built from the local CMS, and stops the CMS again if it was not running before.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-node-modules.sh
bash scripts/install-system-packages.sh
source scripts/support/require-programs.sh
require_programs chromium webhook nginx rsync

source scripts/support/local-cms-for-run.sh

npx jest --ci --runInBand --selectProjects cms

# Its last test leaves public/ built from the CMS; the two steps below go on with that build.
PLAYWRIGHT_SUITE=preview npx playwright test
PLAYWRIGHT_SUITE=cms npx playwright test
npx jest --ci --runInBand --selectProjects publish
