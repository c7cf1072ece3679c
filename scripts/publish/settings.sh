# Settings of publishing, shared by its shell scripts (sourced; the TypeScript side reads the same variables in
# settings.ts). Run from the project folder.
#
#   PUBLISH_DIR        state: releases/, the `live` link nginx serves, logs/, history/, queue/, status.json
#                      (default beside the project: <project folder>.publish, outside the folder Gatsby's
#                      compiler walks on every build; settings.ts has the same default)
#   PUBLISH_HOOK_HOST  address the hook receiver listens on (default 127.0.0.1)
#   PUBLISH_HOOK_PORT  its port (default 9009); the hook URL is http://HOST:PORT/hooks/publish
#   PUBLISH_SITE_PORT  port nginx serves the live release on, on 127.0.0.1 (default 9000)
#   PUBLISH_SECRET     the secret WordPress signs its calls with (TANDEM_BUILD_HOOK_SECRET there)
PUBLISH_ROOT="$PWD"
PUBLISH_DIR="$(realpath -m "${PUBLISH_DIR:-$PUBLISH_ROOT.publish}")"
PUBLISH_HOOK_HOST="${PUBLISH_HOOK_HOST:-127.0.0.1}"
PUBLISH_HOOK_PORT="${PUBLISH_HOOK_PORT:-9009}"
PUBLISH_SITE_PORT="${PUBLISH_SITE_PORT:-9000}"
export PUBLISH_ROOT PUBLISH_DIR PUBLISH_HOOK_HOST PUBLISH_HOOK_PORT PUBLISH_SITE_PORT

publish_log() { printf '[publish] %s\n' "$*"; }

# Refuses a secret anyone could guess, and one that cannot go into the receiver's JSON or wp-config.php as is.
publish_check_secret() {
  if ! [[ "${PUBLISH_SECRET:-}" =~ ^[A-Za-z0-9._~-]{32,128}$ ]]; then
    publish_log "PUBLISH_SECRET must be 32 to 128 letters, digits or . _ ~ - (e.g. openssl rand -hex 32)"
    return 2
  fi
}

# Must pass before a release goes live (a build's or a rollback's), with the release's folder in
# PUBLISH_CANDIDATE: by default nginx -t with the release's own config, so a release whose rules nginx would
# refuse never goes live. Empty: no check.
PUBLISH_BEFORE_SWITCH="${PUBLISH_BEFORE_SWITCH-bash scripts/publish/nginx.sh test}"
export PUBLISH_BEFORE_SWITCH

# Run after every switch of the live release (a build's or a rollback): nginx takes up the new release's own
# config, if it has one. A server whose nginx is a system service sets e.g. "systemctl reload nginx".
PUBLISH_AFTER_SWITCH="${PUBLISH_AFTER_SWITCH-bash scripts/publish/nginx.sh reload}"
export PUBLISH_AFTER_SWITCH

# Runs the build loop (one at a time, under the build lock) until the queue is empty. A build that ends
# releases the lock and looks again, so a call queued just before is never left waiting. When another process
# holds the lock, this one waits for it (PUBLISH_LOCK_WAIT seconds at most, an hour by default) and then looks at
# the queue itself: the loop under way takes this call with its follow-up build, so the queue is usually empty by
# then, but a loop that was killed (a crash, the OOM killer) takes nothing more, and its calls must not wait for
# the next save.
publish_drain_queue() {
  local queue="$PUBLISH_DIR/queue" status
  mkdir -p "$PUBLISH_DIR/logs"
  while compgen -G "$queue/*.json" >/dev/null; do
    status=0
    flock --wait "${PUBLISH_LOCK_WAIT:-3600}" --conflict-exit-code 75 "$PUBLISH_DIR/build.lock" \
      node_modules/.bin/tsx scripts/publish/build-loop.ts >>"$PUBLISH_DIR/logs/build-loop.log" 2>&1 || status=$?
    if [ "$status" -eq 75 ]; then
      publish_log "the build lock was not free within ${PUBLISH_LOCK_WAIT:-3600} s; the queued calls wait for the next one"
      return 0
    elif [ "$status" -ne 0 ]; then
      return "$status"
    fi
  done
}
