#!/usr/bin/env bash
# `npm run test:quick`: the everyday gate, a few minutes: lint, one build from the embedded snapshot, the type
# check, jest, and the browser suite on that build. `npm test` stays the whole proof (and what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh
source scripts/support/test-steps.sh

step "npm packages"
bash scripts/ensure-node-modules.sh

step "Lint and format"
npx eslint .
npx prettier --check . --log-level warn

step "Build from the embedded snapshot"
npx gatsby build

step "Type check"
npm run --silent typecheck

step "Unit and component tests (jest)"
npx jest --ci --selectProjects plugin components

step "Browser tests on the built site (Playwright + Chromium)"
bash scripts/e2e.sh
