#!/usr/bin/env bash
# nginx serving the live release ($PUBLISH_DIR/live, a link a build switches) on http://127.0.0.1:$PUBLISH_SITE_PORT,
# with its own config and prefix in $PUBLISH_DIR/nginx (no system service is touched), and the status of the
# builds at /_publish/status.json.
#
# The site's rules: the live release's own nginx/http.conf and nginx/server.conf when its build wrote them,
# else scripts/publish/nginx/site.conf (plus the release's redirects.nginx.conf). `reload` writes the config
# again for the release now live and has nginx take it up without dropping a request.
#
#   nginx.sh start | stop | reload | status
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/publish/settings.sh
source scripts/support/nginx-main-config.sh
source scripts/support/require-programs.sh

work="$PUBLISH_DIR/nginx"
conf="$work/nginx.conf"
live="$PUBLISH_DIR/live"
site_url="http://127.0.0.1:$PUBLISH_SITE_PORT"

running() { [ -f "$work/nginx.pid" ] && kill -0 "$(cat "$work/nginx.pid")" 2>/dev/null; }

write_config() {
  local http_include="" server_include main_lines http_lines
  server_include="include \"$PUBLISH_ROOT/scripts/publish/nginx/site.conf\";
        include \"$live/redirects.nginx[.]conf\"; # the build's 301s; the pattern also matches no file"
  if [ -f "$live/nginx/server.conf" ]; then
    http_include="include \"$live/nginx/http.conf\";"
    server_include="include \"$live/nginx/server.conf\";"
  fi
  main_lines=$(
    cat <<CONF
pid "$work/nginx.pid";
error_log "$work/error.log" warn;
CONF
  )
  http_lines=$(
    cat <<CONF
    $http_include
    server {
        listen 127.0.0.1:$PUBLISH_SITE_PORT;
        server_name localhost;
        # The link is followed on every request: a switch is served from the next request on.
        root "$live";
        location = /_publish/status.json {
            alias "$PUBLISH_DIR/status.json";
            default_type application/json;
            add_header Cache-Control "no-store" always;
        }
        $server_include
    }
CONF
  )
  write_nginx_main_config "$work" "Written by scripts/publish/nginx.sh; do not edit." "$main_lines" "$http_lines"
}

start() {
  if running; then
    publish_log "nginx is running: $site_url"
    return 0
  fi
  require_programs nginx
  if [ ! -e "$live" ]; then
    publish_log "nothing to serve yet: $live does not exist (publish a first release)"
    return 1
  fi
  write_config
  nginx -e "$work/error.log" -p "$work" -c "$conf" -t -q
  nginx -e "$work/error.log" -p "$work" -c "$conf"
  publish_log "nginx serves the live release on $site_url"
}

stop() {
  running && nginx -e "$work/error.log" -p "$work" -c "$conf" -s quit 2>/dev/null || true
  for _ in $(seq 1 50); do
    running || break
    sleep 0.1
  done
  rm -f "$work/nginx.pid"
}

reload() {
  running || return 0
  write_config
  nginx -e "$work/error.log" -p "$work" -c "$conf" -t -q
  nginx -e "$work/error.log" -p "$work" -c "$conf" -s reload
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  reload) reload ;;
  status)
    if running; then publish_log "nginx running: $site_url"; else publish_log "nginx not running"; exit 1; fi
    ;;
  *)
    echo "usage: $0 start|stop|reload|status" >&2
    exit 2
    ;;
esac
