#!/usr/bin/env bash
# The build hook's receiver: Debian's `webhook` with scripts/publish/hooks.json. It accepts a POST to
# http://$PUBLISH_HOOK_HOST:$PUBLISH_HOOK_PORT/hooks/publish whose X-Tandem-Signature header is the HMAC-SHA256
# of the body with PUBLISH_SECRET ("sha256=<hex>", as WordPress sends it), answers 202 at once and runs
# on-hook.sh; a missing or wrong signature gets 403 and runs nothing. Beside it runs the publishing clock
# (run-clock.ts: builds when an activity starts or ends, once a day, and wakes WordPress for scheduled posts).
#
#   receiver.sh start   (needs PUBLISH_SECRET; the build's settings, e.g. CMS_URL and SITE_URL, are passed on)
#   receiver.sh stop    stops it and any build it started
#   receiver.sh status
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/publish/settings.sh
source scripts/support/require-programs.sh

run="$PUBLISH_DIR/run"
pid_file="$run/receiver.pid"
clock_pid_file="$run/clock.pid"
url="http://$PUBLISH_HOOK_HOST:$PUBLISH_HOOK_PORT/hooks/publish"

running() { [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null; }

# An unsigned call is refused with 403 once it is up.
answering() { [ "$(curl -s -o /dev/null -w '%{http_code}' -X POST "$url" 2>/dev/null)" = "403" ]; }

start() {
  publish_check_secret
  if running; then
    publish_log "the receiver is running: $url"
    return 0
  fi
  require_programs webhook rsync curl
  mkdir -p "$run"
  # Its own process group (setsid): `stop` ends the receiver and the builds it started together.
  setsid webhook -hooks scripts/publish/hooks.json -template -ip "$PUBLISH_HOOK_HOST" -port "$PUBLISH_HOOK_PORT" \
    -verbose >>"$PUBLISH_DIR/receiver.log" 2>&1 </dev/null &
  echo $! >"$pid_file"
  for _ in $(seq 1 50); do
    answering && {
      publish_log "receiver: $url"
      start_clock
      return 0
    }
    running || break
    sleep 0.1
  done
  publish_log "the receiver did not come up; see $PUBLISH_DIR/receiver.log"
  tail -5 "$PUBLISH_DIR/receiver.log" >&2 || true
  return 1
}

# In its own process group too: `stop` ends it with the builds it started.
start_clock() {
  mkdir -p "$PUBLISH_DIR/logs"
  setsid node_modules/.bin/tsx scripts/publish/run-clock.ts >>"$PUBLISH_DIR/logs/clock.log" 2>&1 </dev/null &
  echo $! >"$clock_pid_file"
}

stop_clock() {
  if [ -f "$clock_pid_file" ] && kill -0 "$(cat "$clock_pid_file")" 2>/dev/null; then
    kill -- "-$(cat "$clock_pid_file")" 2>/dev/null || true
  fi
  rm -f "$clock_pid_file"
}

stop() {
  stop_clock
  if running; then
    kill -- "-$(cat "$pid_file")" 2>/dev/null || true
    for _ in $(seq 1 50); do
      running || break
      sleep 0.1
    done
  fi
  rm -f "$pid_file"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status)
    if running; then publish_log "receiver running: $url"; else publish_log "receiver not running"; exit 1; fi
    ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
