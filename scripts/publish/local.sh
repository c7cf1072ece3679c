#!/usr/bin/env bash
# `npm run publish:local`: the editors' whole loop on this machine, on loopback addresses, until Ctrl-C:
#   - the local WordPress (cms/local; filled with the demo content on its first start), with the build hook's
#     address, secret and status address set in its wp-config (BUILD_HOOK_URL, BUILD_HOOK_SECRET,
#     BUILD_STATUS_URL of cms.sh);
#   - the hook receiver (receiver.sh: Debian's webhook), which builds from that WordPress and switches releases;
#   - nginx serving the live release (nginx.sh), with the status at /_publish/status.json;
#   - a loop requesting /wp-cron.php every minute, as a system cron would on a server (WordPress sends its call
#     at the end of the save itself; cron only tries a failed call again).
# The secret is made once ($PUBLISH_DIR/secret, readable by this user only) unless PUBLISH_SECRET is set.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/publish/settings.sh

cms_url="$(bash cms/local/cms.sh url)"
site_url="http://127.0.0.1:$PUBLISH_SITE_PORT"
hook_url="http://$PUBLISH_HOOK_HOST:$PUBLISH_HOOK_PORT/hooks/publish"
status_url="$site_url/_publish/status.json"

bash scripts/ensure-node-modules.sh
bash scripts/install-system-packages.sh
source scripts/support/require-programs.sh
require_programs nginx webhook rsync curl

mkdir -p "$PUBLISH_DIR"
chmod 700 "$PUBLISH_DIR"
if [ -z "${PUBLISH_SECRET:-}" ]; then
  if [ ! -s "$PUBLISH_DIR/secret" ]; then
    (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$PUBLISH_DIR/secret")
  fi
  PUBLISH_SECRET="$(cat "$PUBLISH_DIR/secret")"
fi
export PUBLISH_SECRET
publish_check_secret

cms_was_running=1
bash cms/local/cms.sh status >/dev/null 2>&1 || cms_was_running=0
cron_pid=""
cleanup() {
  [ -n "$cron_pid" ] && kill "$cron_pid" 2>/dev/null
  bash scripts/publish/nginx.sh stop
  bash scripts/publish/receiver.sh stop
  [ "$cms_was_running" -eq 1 ] || bash cms/local/cms.sh stop
}
trap cleanup EXIT
trap 'exit 130' INT TERM

BUILD_HOOK_URL="$hook_url" BUILD_HOOK_SECRET="$PUBLISH_SECRET" BUILD_STATUS_URL="$status_url" \
  bash cms/local/cms.sh start
products="$(curl -s -o /dev/null -D - "$cms_url/wp-json/wp/v2/products?per_page=1" | tr -d '\r' |
  sed -n 's/^x-wp-total: *//Ip')"
if [ "${products:-0}" -eq 0 ]; then
  publish_log "an empty WordPress: filling it with the demo content"
  bash cms/local/cms.sh seed >/dev/null
fi

# The build's settings, passed from the receiver to every build.
export CMS_URL="$cms_url" SITE_URL="${SITE_URL:-$site_url}" CONTACT_FORM_CMS_URL="${CONTACT_FORM_CMS_URL:-$cms_url}"
bash scripts/publish/receiver.sh start
if [ ! -e "$PUBLISH_DIR/live" ]; then
  publish_log "building the first release from $cms_url (the first build takes a few minutes; log in $PUBLISH_DIR/logs/)"
  PUBLISH_HOOK_PAYLOAD="{\"trigger\":\"publish:local\",\"changes\":[],\"sent\":$(date +%s),\"delivery\":\"$(cat /proc/sys/kernel/random/uuid)\"}" \
    bash scripts/publish/on-hook.sh
  if [ ! -e "$PUBLISH_DIR/live" ]; then
    publish_log "the first build failed; its log is in $PUBLISH_DIR/logs/"
    exit 1
  fi
fi
bash scripts/publish/nginx.sh start

(while sleep 60; do curl -s -o /dev/null "$cms_url/wp-cron.php" || true; done) &
cron_pid=$!

cat <<TEXT

The site:           $site_url  (the live release, served by nginx)
WordPress:          $cms_url/wp-admin/  (${TANDEM_CMS_ADMIN_USER:-redacteur}); Instellingen → Website shows the builds
Build status:       $status_url
Build hook:         $hook_url  (signed with the secret in $PUBLISH_DIR/secret)
Go back one release: npm run rollback

Edit and press Bijwerken: the change is live seconds later. Ctrl-C stops everything.
TEXT
wait "$cron_pid"
