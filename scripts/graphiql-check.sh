#!/usr/bin/env bash
# Starts `gatsby develop` and checks in Chromium that GraphiQL loads and every sourced type can be queried.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-modules.sh
bash scripts/install-system-packages.sh
source scripts/support/require-programs.sh
require_programs chromium
npx playwright test --project graphiql "$@"
