#!/usr/bin/env bash
# The local CMS: Debian's WordPress + MariaDB + PHP's built-in server, with the plugin in cms/tandem-headless.
# Everything it stores lives in .cms/ (git-ignored).
#
#   cms.sh start   install packages if missing, start MariaDB and WordPress, install WordPress once (safe to repeat)
#   cms.sh stop    stop both
#   cms.sh seed    fill it from content/snapshot/ (or the folder given after `seed`); updates in place
#   cms.sh status  say whether it is running
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"

PORT="${CMS_PORT:-8881}"
CMS_URL="http://127.0.0.1:${PORT}"
STATE="$ROOT/.cms"
DATA="$STATE/mysql"
RUN="$STATE/run"
CONTENT="$STATE/wp-content"
SOCKET="$RUN/mysqld.sock"
HOST_CONFIG="/etc/wordpress/config-127.0.0.1.php"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export TANDEM_CMS_URL="$CMS_URL" TANDEM_CMS_CONTENT_DIR="$CONTENT"

log() { printf '[cms] %s\n' "$*"; }

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
    mariadb-install-db --no-defaults --datadir="$DATA" --user="$(id -un)" --skip-test-db >"$STATE/mariadb-install.log" 2>&1
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
  mkdir -p "$CONTENT/plugins" "$CONTENT/uploads"
  ln -sfn "$ROOT/cms/tandem-headless" "$CONTENT/plugins/tandem-headless"
  local salt
  salt="$(cat "$STATE/salt" 2>/dev/null || head -c 48 /dev/urandom | base64 | tr -d '/+=\n' | tee "$STATE/salt")"
  sed -e "s#@SOCKET@#$SOCKET#" -e "s#@CONTENT_DIR@#$CONTENT#" -e "s#@CMS_URL@#$CMS_URL#g" \
    -e "s#@SITE_ORIGIN@#${SITE_ORIGIN:-*}#" -e "s#@BUILD_HOOK_DELAY@#${BUILD_HOOK_DELAY:-5}#" -e "s#@SALT@#$salt#g" \
    cms/local/wp-config-local.php.template | $SUDO tee "$HOST_CONFIG" >/dev/null
}

start_wordpress() {
  wordpress_running && return 0
  log "starting WordPress on $CMS_URL"
  TANDEM_CMS_STATE="$STATE" php cms/local/install.php
  # Its own process group (setsid), so `stop` ends the server and its worker processes together.
  PHP_CLI_SERVER_WORKERS=4 setsid nohup php -S "127.0.0.1:$PORT" -t /usr/share/wordpress cms/local/router.php \
    >"$STATE/wordpress.log" 2>&1 &
  echo $! >"$RUN/php.pid"
  wait_for "WordPress" wordpress_running
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
    bash scripts/ensure-system-packages.sh wordpress mariadb-server php-cli php-mysql curl
    mkdir -p "$STATE"
    start_mariadb
    write_wordpress_config
    start_wordpress
    log "running: $CMS_URL/wp-admin/ (user ${TANDEM_CMS_ADMIN_USER:-redacteur}), REST at $CMS_URL/wp-json/"
    ;;
  seed)
    wordpress_running || { log "not running; start it first (npm run cms)"; exit 1; }
    php cms/local/seed.php "${2:-$ROOT/content/snapshot}"
    ;;
  stop) stop ;;
  status)
    if wordpress_running; then log "running on $CMS_URL"; else log "not running"; exit 1; fi
    ;;
  *)
    echo "usage: $0 start|stop|seed [snapshot dir]|status" >&2
    exit 2
    ;;
esac
