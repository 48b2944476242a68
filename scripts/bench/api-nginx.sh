# Sourced by scripts/bench/api-bench.sh and scripts/ci/check-package.sh: serves WORK/api (a tree scripts/bench/api_tree.py
# wrote) as the backend's API (CONTRACT §1) with nginx on a free port of 127.0.0.1, which it puts in $port.
# nginx writes WORK/nginx.pid (the caller stops it) and logs each request's status and URI to WORK/access.log.
start_api_nginx() {
    local work=$1
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    mkdir -p "$work/api" "$work/nginx-temp"
    cat > "$work/nginx.conf" <<CONF
worker_processes 2;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
  log_format bench '\$status \$request_uri';
  access_log $work/access.log bench;
  client_body_temp_path $work/nginx-temp;
  proxy_temp_path $work/nginx-temp;
  fastcgi_temp_path $work/nginx-temp;
  uwsgi_temp_path $work/nginx-temp;
  scgi_temp_path $work/nginx-temp;
  default_type application/json;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:$port;
    root $work/api;
    location = /api/custom-contests { try_files /list/\${arg_page}.json =404; }
    location ~ ^/api/custom-contests/([A-Za-z0-9_-]+)\$ { try_files /c/\$1/contest.json =404; }
    location ~ ^/api/custom-contests/([A-Za-z0-9_-]+)/leaderboard\$ { try_files /c/\$1/leaderboard/\${arg_page}.json =404; }
  }
}
CONF
    nginx -c "$work/nginx.conf"
}
