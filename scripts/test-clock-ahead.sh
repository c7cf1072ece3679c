#!/usr/bin/env bash
# `npm run test:clock-ahead`: the proof holds on any day. With the machine's clock 400 days on (Debian's faketime),
# the site is built and jest runs; then the browser suite runs on that build. The test builds are made as of
# SITE_NOW (scripts/test-env.sh), so nothing may change with the machine's date. Chromium keeps the real clock (or
# Playwright's): under faketime it hangs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh
source scripts/support/test-steps.sh

source scripts/support/ready-to-run.sh
require_programs faketime chromium

step "Build from the embedded snapshot, the machine's clock 400 days ahead"
faketime -f +400d npx gatsby build

step "Unit and component tests (jest), the machine's clock 400 days ahead"
faketime -f +400d npx jest --ci --selectProjects plugin components

step "Browser tests on that build (Playwright + Chromium, the real clock)"
npx playwright test --project e2e
