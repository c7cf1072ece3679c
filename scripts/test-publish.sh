#!/usr/bin/env bash
# `npm run test:publish`: the publishing group on its own (npm test runs it inside the WordPress group, with
# the CMS that group started). Starts and seeds the local WordPress when it is not running (installing the
# Debian packages when missing), installs nginx, compiles the server, then runs tests/publish/ with jest:
# the real WordPress, the publishing service as production runs it, and nginx. Builds into public/ (from the CMS) and leaves .test-builds/publish/.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/support/ready-to-run.sh
require_programs nginx curl
source scripts/support/local-cms-for-run.sh
node scripts/build-server.mjs
npx jest --ci --runInBand --selectProjects publish
