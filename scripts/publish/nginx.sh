#!/usr/bin/env bash
# nginx serving the live release ($PUBLISH_DIR/live, a link a build switches) on http://127.0.0.1:$PUBLISH_SITE_PORT,
# with its own config and prefix in $PUBLISH_DIR/nginx (no system service is touched), and the status of the
# builds at /_publish/status.json for this machine only (loopback), with the site's own headers.
#
# The site's rules: the live release's own nginx/http.conf and nginx/server.conf when its build wrote them,
# else scripts/publish/nginx/site.conf (plus the release's redirects.nginx.conf). `reload` writes the config
# again for the release now live and has nginx take it up without dropping a request. `test` checks the
# config a release would get (the one in PUBLISH_CANDIDATE, a release folder) with `nginx -t`, before the
# switch: the build loop and rollback run it (PUBLISH_BEFORE_SWITCH) and switch only when it passes.
#
#   nginx.sh start | stop | reload | test | status
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

# write_config SITE_ROOT WORK_DIR: the config serving SITE_ROOT (the live link, or a release to test) with that
# release's rules, into WORK_DIR/nginx.conf.
write_config() {
  local root="$1" dir="$2" http_include="" server_include main_lines http_lines
  server_include="include \"$PUBLISH_ROOT/scripts/publish/nginx/site.conf\";
        include \"$root/redirects.nginx[.]conf\"; # the build's 301s; the pattern also matches no file"
  if [ -f "$root/nginx/server.conf" ]; then
    http_include="include \"$root/nginx/http.conf\";"
    server_include="include \"$root/nginx/server.conf\";"
  fi
  main_lines=$(
    cat <<CONF
pid "$dir/nginx.pid";
error_log "$dir/error.log" warn;
CONF
  )
  http_lines=$(
    cat <<CONF
    $http_include
    server {
        listen 127.0.0.1:$PUBLISH_SITE_PORT;
        server_name localhost;
        # The link is followed on every request: a switch is served from the next request on.
        root "$root";
        # The builds' status names items and errors: for this machine only (WordPress reads it here). No
        # add_header of its own, which would drop the site's security headers set in the server block.
        location = /_publish/status.json {
            allow 127.0.0.1;
            allow ::1;
            deny all;
            alias "$PUBLISH_DIR/status.json";
            default_type application/json;
        }
        $server_include
    }
CONF
  )
  write_nginx_main_config "$dir" "Written by scripts/publish/nginx.sh; do not edit." "$main_lines" "$http_lines"
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
  write_config "$live" "$work"
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

# The process ids of the master's workers (children), from /proc: no ps needed.
worker_pids() {
  local master="$1" stat pid parent
  for stat in /proc/[0-9]*/stat; do
    # Field 4 of stat is the parent's id; the name in field 2 has no spaces here (nginx).
    read -r pid _ _ parent _ <"$stat" 2>/dev/null || continue
    [ "$parent" = "$master" ] && echo "$pid"
  done
  return 0
}

# Waits until none of the given processes is left, or fails after 30 s (an old worker finishing a slow download).
wait_for_exit() {
  local limit=30 pid left
  local until=$((SECONDS + limit))
  for (( ; ; )); do
    left=()
    for pid in "$@"; do kill -0 "$pid" 2>/dev/null && left+=("$pid"); done
    [ ${#left[@]} -eq 0 ] && return 0
    if [ "$SECONDS" -ge "$until" ]; then
      publish_log "nginx reload: the old workers (${left[*]}) still run after ${limit} s; they may still serve the last config" >&2
      return 1
    fi
    sleep 0.05
  done
}

# A reload is done when nginx says so: after `-s reload` the master starts workers with the new config and then
# tells the old ones to stop, and for that moment both generations accept connections. So this returns only once
# every worker of the old generation has exited: from then on every request gets the new config, and a release
# written "live" in the status is what every visitor gets.
reload() {
  running || return 0
  write_config "$live" "$work"
  nginx -e "$work/error.log" -p "$work" -c "$conf" -t -q
  local master old_workers
  master=$(cat "$work/nginx.pid")
  mapfile -t old_workers < <(worker_pids "$master")
  nginx -e "$work/error.log" -p "$work" -c "$conf" -s reload
  wait_for_exit "${old_workers[@]}"
}

# nginx -t for the config a release would get; prints nginx's complaint and fails when it would be refused.
test_candidate() {
  local candidate="${PUBLISH_CANDIDATE:-}" check="$work/check"
  if [ -z "$candidate" ] || [ ! -d "$candidate" ]; then
    publish_log "PUBLISH_CANDIDATE must name a release folder, not '$candidate'" >&2
    return 2
  fi
  require_programs nginx
  write_config "$(realpath "$candidate")" "$check"
  nginx -e "$check/error.log" -p "$check" -c "$check/nginx.conf" -t -q
}

case "${1:-}" in
  start) start ;;
  test) test_candidate ;;
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
