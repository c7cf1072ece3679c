#!/usr/bin/env bash
# Starts `gatsby develop` and checks in Chromium that GraphiQL loads and every sourced type can be queried.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/support/ready-to-run.sh
require_programs chromium
npx playwright test --project graphiql "$@"
