# Settings of publishing, shared by its shell scripts (sourced; the TypeScript side reads the same variables in
# settings.ts). Run from the project folder.
#
#   PUBLISH_DIR        state: releases/, the `live` link nginx serves, logs/, history/, queue/, status.json
#                      (default .publish/ in the project)
#   PUBLISH_HOOK_HOST  address the hook receiver listens on (default 127.0.0.1)
#   PUBLISH_HOOK_PORT  its port (default 9009); the hook URL is http://HOST:PORT/hooks/publish
#   PUBLISH_SITE_PORT  port nginx serves the live release on, on 127.0.0.1 (default 9000)
#   PUBLISH_SECRET     the secret WordPress signs its calls with (TANDEM_BUILD_HOOK_SECRET there)
PUBLISH_ROOT="$PWD"
PUBLISH_DIR="$(realpath -m "${PUBLISH_DIR:-$PUBLISH_ROOT/.publish}")"
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

# Run after every switch of the live release (a build's or a rollback): nginx takes up the new release's own
# config, if it has one. A server whose nginx is a system service sets e.g. "systemctl reload nginx".
PUBLISH_AFTER_SWITCH="${PUBLISH_AFTER_SWITCH-bash scripts/publish/nginx.sh reload}"
export PUBLISH_AFTER_SWITCH
