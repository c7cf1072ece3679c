#!/usr/bin/env bash
# Run by the hook receiver (webhook, hooks.json) for every call whose signature is right, after it has
# answered. Queues the call, then builds unless a build is under way: one build at a time (flock), and the
# running one's loop takes every call queued meanwhile as one follow-up build (build-loop.ts).
set -euo pipefail
received_ms="$(date +%s%3N)"
cd "$(dirname "$0")/../.."
unset PUBLISH_SECRET # the build has no use for it
source scripts/publish/settings.sh

queue="$PUBLISH_DIR/queue"
mkdir -p "$queue" "$PUBLISH_DIR/logs"
entry="$queue/$received_ms-$$.json"
# WordPress lists at most 50 changes; anything longer is cut (and then read as a call without changes).
printf '%s' "${PUBLISH_HOOK_PAYLOAD:-}" | head -c 65536 >"$entry.tmp"
mv "$entry.tmp" "$entry"

publish_drain_queue
