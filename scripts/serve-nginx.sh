#!/usr/bin/env bash
# `npm run serve:nginx`: serves a build with Debian's nginx and the config the build generated (nginx/http.conf,
# nginx/server.conf), as production would, on http://127.0.0.1:$PORT (default 9000), in the foreground until
# stopped (Ctrl-C). SITE_DIR serves another build folder than public/. nginx runs with its own config and prefix
# in .nginx/ (git-ignored): no system service is touched.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/support/nginx-main-config.sh

port="${PORT:-9000}"
site_dir="$(realpath -m "${SITE_DIR:-public}")"
work_dir="$PWD/.nginx/$port"

bash scripts/install-system-packages.sh
source scripts/support/require-programs.sh
require_programs nginx
if [ ! -f "$site_dir/nginx/server.conf" ]; then
  if [ -n "${SITE_DIR:-}" ]; then
    echo "No nginx config in $site_dir: that is not a build of this site." >&2
    exit 1
  fi
  echo "No build in public/ yet: building first"
  npx gatsby build
fi

main_lines=$(
  cat <<CONF
daemon off;
pid "$work_dir/nginx.pid";
error_log stderr warn;
CONF
)
http_lines=$(
  cat <<CONF
    include "$site_dir/nginx/http.conf";
    server {
        listen 127.0.0.1:$port;
        server_name localhost;
        root "$site_dir";
        include "$site_dir/nginx/server.conf";
    }
CONF
)
write_nginx_main_config "$work_dir" \
  "Written by scripts/serve-nginx.sh: the frame a production server has around the site's generated config." \
  "$main_lines" "$http_lines"

echo "nginx serves $site_dir on http://127.0.0.1:$port (Ctrl-C stops it)"
exec nginx -p "$work_dir" -c "$work_dir/nginx.conf"
