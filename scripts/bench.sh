#!/usr/bin/env bash
# `npm run bench`: installs what the benchmark needs (npm packages, Debian's Chromium), then runs it: the site
# against a bare Gatsby page of the same versions (the anchor, built in a temporary folder).
# Options are passed on: --quick (no 10,000-item builds), --measure-only (measure the build in public/),
# --runs N (Lighthouse runs per page, and as many of the anchor in turns), --only LABEL (one route),
# --no-cms (no local WordPress for sourcing).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/support/ready-to-run.sh
require_programs chromium openssl
npx tsx scripts/bench/index.ts "$@"
