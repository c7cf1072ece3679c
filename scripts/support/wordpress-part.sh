#!/usr/bin/env bash
# One part of the WordPress group, against the local WordPress that the caller has started and seeded
# (scripts/test-cms.sh runs the four in this order; scripts/test-all.sh runs each beside another suite):
#   jest          tests/cms/*.test.ts: live CMS and snapshot give the same nodes, the exporter round trip, the
#                 contact route and its abuse, who may read entries, menus, the local CMS's safety, the build hook
#   preview       tests/preview: the preview server with drafts and autosaves, WordPress's Preview link, the
#                 token gate
#   publish       tests/publish: the CMS's build hook answered by the publishing service, builds from the CMS into
#                 releases, nginx serving the live one, rollback; its builds run in the project, so public/ then
#                 holds the last site built from the CMS, its form sending into the CMS
#   contact-form  tests/cms/*.spec.ts: the contact form of that build, sending into the CMS
#   editors       tests/editors: wp-admin as an Editor and an Author use it, around one build of the publishing
#                 stack the publish part left: image panels, the publication notice, the status page, trash
set -euo pipefail
cd "$(dirname "$0")/../.."

case "${1:-}" in
  jest) part=(npx jest --ci --runInBand --selectProjects cms) ;;
  preview) part=(npx playwright test --project preview) ;;
  # The publishing service runs compiled, as production runs it.
  publish) node scripts/build-server.mjs && part=(npx jest --ci --runInBand --selectProjects publish) ;;
  contact-form) part=(npx playwright test --project cms) ;;
  editors) node scripts/build-server.mjs && part=(npx playwright test --project editors) ;;
  *)
    echo "usage: $0 jest|preview|publish|contact-form|editors" >&2
    exit 2
    ;;
esac
# When a part fails, what WordPress was busy with: a test that waited on the CMS shows the request that held it.
"${part[@]}" || {
  status=$?
  bash cms/local/cms.sh requests >&2 || true
  exit "$status"
}
