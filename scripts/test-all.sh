#!/usr/bin/env bash
# `npm test`: everything, from a fresh machine. Installs what it needs, then runs each suite in turn.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

step() { printf '\n==> %s\n' "$*"; }

step "Dependencies"
bash scripts/ensure-node-modules.sh
bash scripts/ensure-system-packages.sh chromium

step "Lint and format"
npx eslint .
npx prettier --check . --log-level warn

step "Build from the embedded snapshot (also writes the GraphQL types)"
npx gatsby build

step "Quality gates on the built site: no broken internal link, valid HTML on every page"
npm run --silent check:links
npm run --silent check:html

step "Type check"
npm run --silent typecheck

step "Unit and component tests (jest)"
npx jest --ci

step "Browser tests on the built site (Playwright + Chromium)"
bash scripts/e2e.sh

step "GraphiQL and the data layer in gatsby develop (Playwright + Chromium)"
bash scripts/graphiql-check.sh

step "Installable app and deploys: two builds in sequence, service worker, offline (Playwright + Chromium)"
bash scripts/test-pwa.sh

step "Hosting: build A of the PWA group under Debian's nginx with the generated config; Netlify's files (Playwright + Chromium)"
HOSTING_BUILD_DIR=.test-builds/a bash scripts/test-hosting.sh

step "WordPress group: the real local CMS (Debian's WordPress + MariaDB), builds from it, the contact form into it"
bash scripts/test-cms.sh
