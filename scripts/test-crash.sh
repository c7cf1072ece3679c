#!/usr/bin/env bash
# `npm run test:crash`: publishing's long tests (tests/crash), against the real local WordPress, the publishing
# service and nginx, as scripts/test-publish.sh runs them: the build loop killed at many moments, nginx stopped, a full disk;
# and the agenda moving on by itself on the live site, on the machine's own clock. Not part of `npm test`: some 30
# builds (CRASH_KILLS, default 20, of them stopped) and real minutes of waiting, about ten minutes. Needs root (the
# releases get a small file system of their own, which the test fills). Builds into public/ (from the CMS).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-env.sh

source scripts/support/ready-to-run.sh
require_programs nginx curl
source scripts/support/local-cms-for-run.sh
node scripts/build-server.mjs
npx jest --ci --runInBand --selectProjects crash
