#!/usr/bin/env bash
# Browser tests against the built site served locally, in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

source scripts/support/ready-to-run.sh
require_programs chromium
# Test what was built last (npm test builds first); build only when there is nothing to test yet.
[ -f public/index.html ] || npx gatsby build
npx playwright test --project e2e "$@"
