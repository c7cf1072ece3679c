#!/usr/bin/env bash
# `npm run serve:nginx`: a build served by Debian's nginx with the config the build generated, as production would
# (server/hosting/serve-nginx.ts; PORT, SITE_DIR). Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/support/ready-to-run.sh
node scripts/build-server.mjs
exec node dist/server/main.js serve-nginx
