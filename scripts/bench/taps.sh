#!/usr/bin/env bash
# `npm run bench:taps`: the bench's taps as user flows under the mobile profile alone (scripts/bench/taps-cli.ts),
# on the build in public/ (built first when there is none). Options are passed on: --runs N (default 5).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/test-env.sh
source scripts/support/ready-to-run.sh
[ -f public/index.html ] || npx gatsby build
npx tsx scripts/bench/taps-cli.ts "$@"
