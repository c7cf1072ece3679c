#!/usr/bin/env bash
# `npm test`: everything, from a fresh machine. Installs what it needs first (the Debian packages in Aptfile, then
# the npm packages), then runs each suite in turn, and ends with a table of each step's seconds (also on failure).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

step_names=()
step_starts=()
step() {
  printf '\n==> %s\n' "$*"
  step_names+=("$*")
  step_starts+=("$(date +%s)")
}
timing_table() {
  local status=$? end i next
  end=$(date +%s)
  printf '\n%-8s  %s\n' "seconds" "step"
  for i in "${!step_names[@]}"; do
    next=${step_starts[$((i + 1))]:-$end}
    printf '%8d  %s\n' "$((next - step_starts[i]))" "${step_names[$i]%%:*}"
  done
  printf '%8d  %s\n' "$((end - ${step_starts[0]:-$end}))" "total ($([ "$status" -eq 0 ] && echo passed || echo "failed in the last step"))"
}
trap timing_table EXIT

step "System packages: everything in Aptfile (one apt-get when something is missing)"
bash scripts/install-system-packages.sh

step "npm packages"
bash scripts/ensure-node-modules.sh

step "Lint and format"
npx eslint .
npx prettier --check . --log-level warn

step "Build from the embedded snapshot (also writes the GraphQL types)"
npx gatsby build

step "Quality gates on the built site: no broken internal link, valid HTML on every page"
npm run --silent check:links
bash scripts/quality/check-html.sh

step "Type check"
npm run --silent typecheck

step "Unit and component tests (jest)"
npx jest --ci --selectProjects plugin components

step "Browser tests on the built site (Playwright + Chromium)"
bash scripts/e2e.sh

step "GraphiQL and the data layer in gatsby develop (Playwright + Chromium)"
bash scripts/graphiql-check.sh

step "Installable app and deploys: two builds in sequence, service worker, offline (Playwright + Chromium)"
PWA_RESTORE_DEFAULT_BUILD=0 bash scripts/test-pwa.sh

step "Hosting: build A of the PWA group under Debian's nginx with the generated config; Netlify's files (Playwright + Chromium)"
HOSTING_BUILD_DIR=.test-builds/a bash scripts/test-hosting.sh

step "WordPress group: the real local CMS (Debian's WordPress + MariaDB), builds from it, the contact form into it"
bash scripts/test-cms.sh
