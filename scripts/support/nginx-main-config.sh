# Sourced by scripts/serve-nginx.sh and scripts/publish/nginx.sh: the nginx.conf around a site's rules, for an
# nginx run with its own prefix in WORK_DIR (no system service is touched).
#
#   write_nginx_main_config WORK_DIR HEADER MAIN HTTP
#
# Writes WORK_DIR/nginx.conf (and WORK_DIR/temp for nginx's temporary files): HEADER is its first comment line,
# MAIN the caller's main-context lines (pid, error_log, daemon), HTTP its http-context lines (the site's includes
# and its server block).
write_nginx_main_config() {
  local work_dir="$1" header="$2" main="$3" http="$4" user_line=""
  mkdir -p "$work_dir/temp"
  # As root, nginx's workers would run as "nobody", who may not read a checkout under /root.
  if [ "$(id -u)" -eq 0 ]; then user_line="user root root;"; fi
  cat >"$work_dir/nginx.conf" <<CONF
# $header
$user_line
$main
worker_processes 1;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path "$work_dir/temp/client_body";
    proxy_temp_path "$work_dir/temp/proxy";
    fastcgi_temp_path "$work_dir/temp/fastcgi";
    uwsgi_temp_path "$work_dir/temp/uwsgi";
    scgi_temp_path "$work_dir/temp/scgi";
$http
}
CONF
}
