#!/usr/bin/env bash
# `npm run test:publish`: the publishing group on its own (npm test runs it inside the WordPress group, with
# the CMS that group started). Starts and seeds the local WordPress when it is not running (installing the
# Debian packages when missing), installs webhook, nginx and rsync, then runs tests/publish/ with jest: the real
# WordPress, webhook and nginx. Builds into public/ (from the CMS) and leaves .test-builds/publish/.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-node-modules.sh
bash scripts/ensure-system-packages.sh webhook nginx rsync curl
if ! bash cms/local/cms.sh status >/dev/null 2>&1; then
  trap 'bash cms/local/cms.sh stop' EXIT
fi
bash cms/local/cms.sh start
bash cms/local/cms.sh seed >/dev/null
npx jest --config tests/publish/jest.config.js --ci --runInBand
