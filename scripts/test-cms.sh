#!/usr/bin/env bash
# `npm run test:cms`: the WordPress group, against the real local CMS (cms/local). Starts it (installing the
# Debian packages when missing) and seeds it from the snapshot, then:
#   - jest (tests/cms/*.test.ts): live CMS and snapshot give the same nodes, the exporter round trip, the
#     contact route and its abuse (flood limits, oversized fields, CORS), who may read entries, menus, the local
#     CMS's safety and the build hook;
#   - Playwright (tests/preview): the preview server with drafts and autosaves, WordPress's Preview link, the
#     token gate;
#   - the publishing group (tests/publish/, also `npm run test:publish`): the CMS's build hook answered by
#     Debian's webhook, builds from the CMS into releases (the first with every item and what an author must not
#     publish, then incremental ones, one the CMS breaks), nginx serving the live one, rollback. Its builds run in
#     the project, so public/ then holds the last site built from the CMS, its form sending into the CMS;
#   - Playwright (tests/cms/*.spec.ts): the contact form of that build, sending into the CMS (and refused by the
#     flood limit).
# It leaves public/ built from the local CMS, and stops the CMS again if it was not running before.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

bash scripts/ensure-node-modules.sh
bash scripts/install-system-packages.sh
source scripts/support/require-programs.sh
require_programs chromium webhook nginx rsync

source scripts/support/local-cms-for-run.sh

npx jest --ci --runInBand --selectProjects cms
npx playwright test --project preview
npx jest --ci --runInBand --selectProjects publish
npx playwright test --project cms
