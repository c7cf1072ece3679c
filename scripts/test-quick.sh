#!/usr/bin/env bash
# `npm run test:quick`: the everyday gate, a few minutes: lint, one build from the embedded snapshot, the type
# check, jest, and the browser suite on that build. `npm test` stays the whole proof (and what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh
source scripts/support/test-steps.sh

everyday_steps
