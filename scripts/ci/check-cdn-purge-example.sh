#!/usr/bin/env bash
# Runs docs/cdn/purge-cloudflare.sh against a stand-in for Cloudflare's API on 127.0.0.1 (python3) with 65 URLs
# and checks it sent batches of 30, 30 and 5 with the token in the header. Needs python3, curl, jq.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
for tool in python3 curl jq; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install $tool" >&2; exit 1; }
done
work="$(mktemp -d)"
cleanup() { [ -n "${server:-}" ] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
echo zone123 > "$work/zone"
echo secret-token > "$work/token"
python3 - "$work" <<'PY' &
import http.server, json, sys, os
work = sys.argv[1]
class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with open(os.path.join(work, "calls"), "a") as log:
            log.write(json.dumps({"path": self.path, "auth": self.headers["Authorization"], "files": body["files"]}) + "\n")
        self.send_response(200); self.end_headers(); self.wfile.write(b'{"success":true}')
    def log_message(self, *args): pass
server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
open(os.path.join(work, "port.tmp"), "w").write(str(server.server_port))
os.rename(os.path.join(work, "port.tmp"), os.path.join(work, "port"))
server.serve_forever()
PY
server=$!
for _ in $(seq 100); do [ -f "$work/port" ] && break; sleep 0.05; done
port="$(cat "$work/port")"
seq 1 65 | sed 's#^#https://contests.example.com/contests/c#; s#$#/#' |
  CF_ZONE_FILE="$work/zone" CF_TOKEN_FILE="$work/token" CF_API_BASE="http://127.0.0.1:$port" \
  bash "$here/docs/cdn/purge-cloudflare.sh"
sizes="$(jq -r '.files | length' "$work/calls" | paste -sd' ')"
[ "$sizes" = "30 30 5" ] || { echo "expected batches of 30 30 5, got: $sizes" >&2; exit 1; }
[ "$(jq -r .path "$work/calls" | sort -u)" = "/zones/zone123/purge_cache" ] || { echo "wrong API path" >&2; exit 1; }
[ "$(jq -r .auth "$work/calls" | sort -u)" = "Bearer secret-token" ] || { echo "token not sent as a bearer header" >&2; exit 1; }
[ "$(jq -r '.files[]' "$work/calls" | sort -u | wc -l)" = 65 ] || { echo "not every URL was purged once" >&2; exit 1; }
echo "docs/cdn/purge-cloudflare.sh: 65 URLs sent as batches of 30, 30, 5"
