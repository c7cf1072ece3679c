#!/usr/bin/env bash
# `npm run rollback [-- <release>]`: the live site goes back to the release before the live one (or the one
# named), in one atomic switch. See scripts/publish/rollback.ts.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/publish/settings.sh
exec node_modules/.bin/tsx scripts/publish/rollback.ts "$@"
