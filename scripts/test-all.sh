#!/usr/bin/env bash
# `npm test`: everything, from a fresh machine. Installs what it needs first (the Debian packages in Aptfile, then
# the npm packages), then runs each suite in turn, and ends with a table of each step's seconds and the number of
# Gatsby builds (also on failure). The site is built as of one moment (SITE_NOW, scripts/test-env.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh
source scripts/support/test-steps.sh

step "System packages: everything in Aptfile (one apt-get when something is missing)"
bash scripts/install-system-packages.sh

everyday_steps

step "Quality gates on the built site: no broken internal link, valid HTML on every page"
npm run --silent check:links
bash scripts/quality/check-html.sh

step "GraphiQL and the data layer in gatsby develop (Playwright + Chromium)"
bash scripts/graphiql-check.sh

step "Installable app and deploys: builds A, B and A without worker, service worker, offline (Playwright + Chromium)"
PWA_RESTORE_DEFAULT_BUILD=0 bash scripts/test-pwa.sh

step "Hosting: build A of the PWA group under Debian's nginx with the generated config; Netlify's files (Playwright + Chromium)"
HOSTING_BUILD_DIR=.test-builds/a bash scripts/test-hosting.sh

step "WordPress group: the real local CMS (Debian's WordPress + MariaDB), publishing from it, the contact form into it"
bash scripts/test-cms.sh

step "The run left every tracked file as it was"
check_tracked_files_unchanged
