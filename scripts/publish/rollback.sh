#!/usr/bin/env bash
# `npm run rollback [-- <release>]`: the live site goes back to the release before the live one (or the one
# named), in one atomic switch, and publishing pauses until "Nu publiceren". It holds the build lock, waiting
# for a build under way to finish first, so no build switches meanwhile. See scripts/publish/rollback.ts.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/publish/settings.sh
mkdir -p "$PUBLISH_DIR"
status=0
flock --wait "${PUBLISH_ROLLBACK_WAIT:-900}" "$PUBLISH_DIR/build.lock" \
  node_modules/.bin/tsx scripts/publish/rollback.ts "$@" || status=$?
# A call that came in while the lock was held found it taken and left its entry queued: take it up now (with
# publishing paused it is held, unless it is an explicit publish).
publish_drain_queue >/dev/null 2>&1 </dev/null &
exit "$status"
