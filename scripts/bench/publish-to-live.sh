#!/usr/bin/env bash
# `npm run bench:publish`: publish to live, measured (scripts/bench/publish-to-live.ts). Installs what it needs
# (npm packages; Debian's WordPress, MariaDB, PHP, nginx), then runs it. Options are passed on:
# --quick (the demo content only), --runs N (default 3).
set -euo pipefail
cd "$(dirname "$0")/../.."

source scripts/support/ready-to-run.sh
require_programs php mysqld_safe nginx curl
# The bench measures the service as production runs it: compiled from this checkout.
node scripts/build-server.mjs
npx tsx scripts/bench/publish-to-live.ts "$@"
