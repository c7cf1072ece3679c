#!/usr/bin/env bash
# The local CMS: Debian's WordPress + MariaDB + PHP's built-in server, with the plugin in cms/tandem-headless.
# Everything it stores lives in .cms/ (git-ignored), or in CMS_STATE_DIR.
#
#   cms.sh start   install packages if missing, start MariaDB and WordPress, install WordPress once (safe to repeat)
#   cms.sh stop    stop both
#   cms.sh seed    fill it from content/snapshot/ (or the folder given after `seed`); updates in place
#   cms.sh status  say whether it is running
#   cms.sh url     print its address (CMS_HOST and CMS_PORT, or the defaults in cms/local/address.env)
#   cms.sh run-event <hook>  run one of the plugin's scheduled tasks now (e.g. tandem_contact_retention)
#   cms.sh requests  the requests WordPress is running now, and the slow ones it ran (5 s or more)
#
# The administrator's password is TANDEM_CMS_ADMIN_PASSWORD, or one made at random on the first start, kept in
# .cms/admin-password (readable by this user only) and printed once. It listens on 127.0.0.1 unless CMS_HOST
# names another address; it refuses to do that with the old fixed password (redacteur). install.php also makes an
# Editor (eindredacteur) and an Author (auteur), with passwords made at random in .cms/<login>-password.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"
source scripts/support/require-programs.sh

source cms/local/address.env
PORT="${CMS_PORT:-$CMS_DEFAULT_PORT}"
HOST="$(printf '%s' "${CMS_HOST:-$CMS_DEFAULT_HOST}" | tr '[:upper:]' '[:lower:]')"
CMS_URL="http://${HOST}:${PORT}"
STATE="$(realpath -m "${CMS_STATE_DIR:-$ROOT/.cms}")" # another folder holds another CMS (the benchmark's)
DATA="$STATE/mysql"
RUN="$STATE/run"
CONTENT="$STATE/wp-content"
SOCKET="$RUN/mysqld.sock"
HOST_CONFIG="/etc/wordpress/config-${HOST}.php"
DEFAULT_PASSWORD="redacteur"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
REQUESTS="$RUN/requests" # what each worker is running (router.php)
export TANDEM_CMS_URL="$CMS_URL" TANDEM_CMS_CONTENT_DIR="$CONTENT" TANDEM_CMS_REQUESTS_DIR="$REQUESTS"

log() { printf '[cms] %s\n' "$*"; }

is_loopback() { [[ "$HOST" == "localhost" || "$HOST" =~ ^127\.[0-9]+\.[0-9]+\.[0-9]+$ ]]; }

# The administrator's password: the one given, or the one made at the first start (made now when there is none).
admin_password() {
  if [ -n "${TANDEM_CMS_ADMIN_PASSWORD:-}" ]; then
    printf '%s' "$TANDEM_CMS_ADMIN_PASSWORD"
    return 0
  fi
  if [ ! -s "$STATE/admin-password" ]; then
    mkdir -p "$STATE"
    (umask 077 && head -c 18 /dev/urandom | base64 -w0 | tr '/+' '_-' >"$STATE/admin-password")
    log "administrator ${TANDEM_CMS_ADMIN_USER:-redacteur}, password $(cat "$STATE/admin-password") (kept in $STATE/admin-password)" >&2
  fi
  cat "$STATE/admin-password"
}

# Reachable from other machines only with a password of one's own (install.php checks the stored one too).
check_address() {
  if ! [[ "$HOST" =~ ^[a-z0-9.-]+$ ]]; then
    log "CMS_HOST must be a host name or IPv4 address, not '${CMS_HOST}'"
    exit 2
  fi
  if ! is_loopback && [ "${TANDEM_CMS_ADMIN_PASSWORD:-}" = "$DEFAULT_PASSWORD" ]; then
    log "refusing to listen on $HOST with the default password of ${TANDEM_CMS_ADMIN_USER:-redacteur}:"
    log "anyone who can reach it could log in. Set TANDEM_CMS_ADMIN_PASSWORD (and change the password in wp-admin)."
    exit 2
  fi
}

# A value for the settings file: no quote or backslash (it goes into a PHP string), sed's specials escaped.
config_value() { # config_value <name> <value>
  if [[ "$2" == *[\'\\]* ]]; then
    log "$1 must not contain quotes or backslashes"
    exit 2
  fi
  printf '%s' "$2" | sed -e 's/[&#]/\\&/g'
}

# The secret the CMS signs preview links with; `npm run preview` reads the same file (PREVIEW_SECRET overrides).
preview_secret() {
  if [ ! -s "$STATE/preview-secret" ]; then
    (umask 077 && head -c 48 /dev/urandom | base64 -w0 | tr '/+' '_-' >"$STATE/preview-secret")
  fi
  cat "$STATE/preview-secret"
}

# One random value per WordPress key and salt, made once and readable by this user only.
salts() {
  if [ "$(wc -l 2>/dev/null <"$STATE/salts" || echo 0)" -ne 8 ]; then
    (umask 077 && for _ in 1 2 3 4 5 6 7 8; do head -c 48 /dev/urandom | base64 -w0 | tr '/+' '_-'; echo; done >"$STATE/salts")
  fi
  local names=(AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT)
  local index=0 value
  while read -r value; do
    printf -- '-e s#@%s@#%s#\n' "${names[$index]}" "$value"
    index=$((index + 1))
  done <"$STATE/salts"
}

wait_for() { # wait_for <what> <command...>
  local what="$1"
  shift
  for _ in $(seq 1 100); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  log "$what did not come up; see $STATE/*.log"
  exit 1
}

mariadb_running() { [ -S "$SOCKET" ] && mysqladmin --socket="$SOCKET" ping >/dev/null 2>&1; }
wordpress_running() { curl -fs -o /dev/null "$CMS_URL/wp-json/" 2>/dev/null; }

start_mariadb() {
  mariadb_running && return 0
  mkdir -p "$DATA" "$RUN"
  if [ ! -d "$DATA/mysql" ]; then
    log "creating the database files in $DATA"
    # The server only listens on its socket, so its grants need no host name: --skip-name-resolve, and --force
    # because otherwise the installer gives up on a machine whose host name (or localhost) does not resolve.
    if ! mariadb-install-db --no-defaults --datadir="$DATA" --user="$(id -un)" --skip-test-db --skip-name-resolve --force \
      >"$STATE/mariadb-install.log" 2>&1; then
      log "creating the database files failed; its log ($STATE/mariadb-install.log) says:"
      tail -n 20 "$STATE/mariadb-install.log" >&2
      rm -rf "$DATA"
      exit 1
    fi
  fi
  log "starting MariaDB"
  mysqld_safe --no-defaults --datadir="$DATA" --socket="$SOCKET" --pid-file="$RUN/mysqld.pid" \
    --skip-networking --user="$(id -un)" --log-error="$STATE/mariadb.log" >/dev/null 2>&1 &
  wait_for "MariaDB" mariadb_running
  mysql --socket="$SOCKET" -u root <<'SQL'
CREATE DATABASE IF NOT EXISTS tandem CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS 'tandem'@'localhost' IDENTIFIED BY 'tandem';
GRANT ALL PRIVILEGES ON tandem.* TO 'tandem'@'localhost';
SQL
}

write_wordpress_config() {
  if ! [[ "${BUILD_HOOK_DELAY:-5}" =~ ^[0-9]+$ ]]; then
    log "BUILD_HOOK_DELAY must be a whole number of seconds, not '${BUILD_HOOK_DELAY}'"
    exit 2
  fi
  # WordPress finds a theme folder the plugin registers only beside its own (themes/, empty here).
  mkdir -p "$CONTENT/plugins" "$CONTENT/uploads" "$CONTENT/languages" "$CONTENT/themes"
  ln -sfn "$ROOT/cms/tandem-headless" "$CONTENT/plugins/tandem-headless"
  link_dutch_translation
  local site_origin site_url hook_url hook_secret status_url preview_url secret written
  site_origin="$(config_value SITE_ORIGIN "${SITE_ORIGIN:-}")"
  site_url="$(config_value SITE_URL "${SITE_URL:-}")"
  hook_url="$(config_value BUILD_HOOK_URL "${BUILD_HOOK_URL:-}")"
  hook_secret="$(config_value BUILD_HOOK_SECRET "${BUILD_HOOK_SECRET:-}")"
  status_url="$(config_value BUILD_STATUS_URL "${BUILD_STATUS_URL:-}")"
  preview_url="$(config_value PREVIEW_URL "${PREVIEW_URL:-http://127.0.0.1:${PREVIEW_PORT:-8400}}")"
  secret="$(config_value PREVIEW_SECRET "${PREVIEW_SECRET:-$(preview_secret)}")"
  # Holds the salts: written readable by this user only, then put in place for Debian's wp-config.php.
  written="$(umask 077 && mktemp "$STATE/config.XXXXXX")"
  # shellcheck disable=SC2046 # one -e argument per salt
  sed -e "s#@SOCKET@#$SOCKET#" -e "s#@CONTENT_DIR@#$CONTENT#" -e "s#@CMS_URL@#$CMS_URL#g" \
    -e "s#@SITE_ORIGIN@#${site_origin}#g" -e "s#@SITE_URL@#${site_url}#g" \
    -e "s#@BUILD_HOOK_DELAY@#${BUILD_HOOK_DELAY:-5}#g" \
    -e "s#@BUILD_HOOK_URL@#${hook_url}#g" -e "s#@BUILD_HOOK_SECRET@#${hook_secret}#g" \
    -e "s#@BUILD_STATUS_URL@#${status_url}#g" -e "s#@PREVIEW_URL@#${preview_url}#g" \
    -e "s#@PREVIEW_SECRET@#${secret}#g" $(salts) \
    cms/local/wp-config-local.php.template >"$written"
  $SUDO install -m 600 -o "$(id -u)" -g "$(id -g)" "$written" "$HOST_CONFIG"
  rm -f "$written"
}

# WordPress's Dutch (Aptfile: wordpress-l10n) in the content folder's languages, linked file by file as Debian links
# them into its own /var/lib/wordpress/wp-content: WordPress looks for translations under WP_CONTENT_DIR, which
# is the project's. Debian ships the core strings only (nl_NL.mo); see docs/local-cms.md for a full language pack.
link_dutch_translation() {
  local file
  for file in /usr/share/wordpress/wp-content/languages/*nl_NL.mo; do
    [ -e "$file" ] && ln -sfn "$file" "$CONTENT/languages/$(basename "$file")"
  done
  return 0
}

start_wordpress() {
  wordpress_running && return 0
  log "starting WordPress on $CMS_URL"
  local public=1
  is_loopback && public=0
  TANDEM_CMS_STATE="$STATE" TANDEM_CMS_PUBLIC="$public" TANDEM_CMS_ADMIN_PASSWORD="$(admin_password)" php cms/local/install.php
  # Its own process group (setsid), so `stop` ends the server and its worker processes together.
  # PHP's opcache keeps a compiled file for up to opcache.revalidate_freq (2 s) without looking at it again: the
  # config that `start` rewrites (a new hook address or secret) would be ignored for that long. It is never cached.
  printf '%s\n' "$HOST_CONFIG" >"$STATE/opcache-blacklist.txt"
  rm -rf "$REQUESTS" && mkdir -p "$REQUESTS"
  # A camera's photo is 5 to 20 MB, and WordPress scales a 6000 × 4000 one in memory (docs/local-cms.md names the
  # same settings for production). The request carries the file and the form around it: a little more than the file.
  PHP_CLI_SERVER_WORKERS=4 setsid nohup php -d opcache.blacklist_filename="$STATE/opcache-blacklist.txt" \
    -d upload_max_filesize=20M -d post_max_size=21M -d memory_limit=256M \
    -S "$HOST:$PORT" -t /usr/share/wordpress cms/local/router.php >"$STATE/wordpress.log" 2>&1 &
  echo $! >"$RUN/php.pid"
  wait_for "WordPress" wordpress_running
}

# A request that runs long stalls the other connections its worker has accepted: when a test hangs on the CMS,
# this says what held it (the WordPress test group prints it when one of its parts fails).
requests() {
  local now file started rest
  now=$(date +%s)
  log "requests running now (worker, seconds, method and path):"
  for file in "$REQUESTS"/*; do
    [ -s "$file" ] || continue
    read -r started rest <"$file"
    printf '  %s  %ss  %s\n' "$(basename "$file")" "$((now - ${started%%.*}))" "$rest"
  done
  log "slow requests (5 s or more) since WordPress started:"
  grep -a -F '[tandem] slow request' "$STATE/wordpress.log" 2>/dev/null | tail -n 20 || true
}

stop() {
  if [ -f "$RUN/php.pid" ]; then
    kill -- "-$(cat "$RUN/php.pid")" 2>/dev/null || true
    rm -f "$RUN/php.pid"
  fi
  for _ in $(seq 1 50); do
    wordpress_running || break
    sleep 0.1
  done
  if wordpress_running; then
    log "something still answers on $CMS_URL; not started by this script?"
  fi
  if mariadb_running; then
    mysqladmin --socket="$SOCKET" -u root shutdown || true
  fi
  log "stopped"
}

case "${1:-start}" in
  start)
    check_address
    bash scripts/install-system-packages.sh
    require_programs mysqld_safe mariadb-install-db mysql mysqladmin php curl
    mkdir -p "$STATE"
    chmod 700 "$STATE"
    start_mariadb
    write_wordpress_config
    start_wordpress
    log "running: $CMS_URL/wp-admin/ (user ${TANDEM_CMS_ADMIN_USER:-redacteur}), REST at $CMS_URL/wp-json/"
    ;;
  seed)
    require_programs php curl
    wordpress_running || { log "not running; start it first (npm run cms)"; exit 1; }
    php cms/local/seed.php "${2:-$ROOT/content/snapshot}"
    ;;
  run-event)
    require_programs php curl
    wordpress_running || { log "not running; start it first (npm run cms)"; exit 1; }
    php cms/local/run-event.php "${2:-}"
    ;;
  requests) requests ;;
  stop) stop ;;
  url) echo "$CMS_URL" ;;
  status)
    if wordpress_running; then log "running on $CMS_URL"; else log "not running"; exit 1; fi
    ;;
  *)
    echo "usage: $0 start|stop|seed [snapshot dir]|status|url|run-event <hook>|requests" >&2
    exit 2
    ;;
esac
