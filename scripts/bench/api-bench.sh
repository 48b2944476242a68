#!/usr/bin/env bash
# The cron line from disk and from the API, as issue 20 describes it: a generated corpus (scripts/bench/gen_corpus.py)
# on tmpfs, the same corpus served as the backend's API by nginx on 127.0.0.1 (static files in the shapes of
# CONTRACT §1, made by scripts/bench/api_tree.py; nginx's own ETags and 304s), and `pcsite build --deploy` to a
# file:// host run from each. Steps: first run, nothing changed, then 1, 100 and 1,000 contests' standings
# changed. Per step and source: seconds, requests nginx logged and of them 304, files and bytes the deploy
# sent, and whether the API-built site is byte-identical to the disk-built one.
#
#   scripts/bench/api-bench.sh [LABEL=]BINARY…   e.g. before=.build-old/release/pcsite after=.build/release/pcsite
#
# Each binary gets the whole table on a fresh copy of the same corpus, one after the other, in one run.
# CONTESTS (default 10000), MAX_REQUESTS (--max-requests, default pcsite's), VERSIONS=0 (list without versions),
# BENCH_DIR (default /dev/shm, tmpfs), STEPS (default "first nothing-changed 1 100 1000"), KEEP=1 keeps the
# work folder. Needs nginx (Debian package nginx).
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
contests=${CONTESTS:-10000}
command -v nginx >/dev/null || { echo "api-bench: needs nginx (Debian package nginx)" >&2; exit 2; }
[ $# -ge 1 ] || { echo "usage: scripts/bench/api-bench.sh [LABEL=]BINARY…" >&2; exit 2; }
work=$(mktemp -d "${BENCH_DIR:-/dev/shm}/pcsite-api-bench.XXXXXX")
chmod 755 "$work"
cleanup() { [ -f "$work/nginx.pid" ] && kill -QUIT "$(cat "$work/nginx.pid")" 2>/dev/null; sleep 0.3; [ -n "${KEEP:-}" ] && echo "kept $work" || rm -rf "$work"; }
trap cleanup EXIT
trap "exit 143" TERM INT

python3 "$repo/scripts/bench/gen_corpus.py" --contests "$contests" --rows 100 --out "$work/pristine" --jobs 2 2>/dev/null
. "$repo/scripts/bench/api-nginx.sh"
start_api_nginx "$work" || exit 2
versions=()
[ "${VERSIONS:-1}" = 0 ] && versions=(--no-versions)
limit=()
[ -n "${MAX_REQUESTS:-}" ] && limit=(--max-requests "$MAX_REQUESTS")

now() { date +%s.%N; }
sent() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])).get('deploy',{}); print(d.get('files_sent','?'), d.get('bytes_sent','?'))" "$1" 2>/dev/null || echo "? ?"; }
printf '%-8s %-22s %-5s %8s %9s %7s %6s %10s %s\n' binary step from seconds requests 304s files bytes site
for arg in "$@"; do
  name=${arg%%=*}; binary=${arg#*=}; [ "$name" = "$arg" ] && name=$(basename "$arg")
  pcsite=$(realpath "$binary")
  rm -rf "$work/disk" "$work/apisite" "$work/api" "$work"/host-* && mkdir -p "$work/api" "$work/apisite"
  cp -a "$work/pristine" "$work/disk"
  cp -a "$work/pristine/content" "$work/apisite/content" && rm -rf "$work/apisite/content/contests"
  for side in disk apisite; do
    cp "$work/pristine/pcsite.yml" "$work/$side/pcsite.yml"
    printf 'deploy:\n  target: "file://%s"\n  max_deletes: 1000000\n' "$work/host-$side" >> "$work/$side/pcsite.yml"
  done
  python3 "$repo/scripts/bench/api_tree.py" "$work/disk/content" "$work/api" "${versions[@]}" >/dev/null
  chmod -R a+rX "$work/api"
  round=0
  for step in ${STEPS:-first nothing-changed 1 100 1000}; do
    if [ "$step" != first ] && [ "$step" != nothing-changed ]; then
      round=$((round + 1))
      python3 "$repo/scripts/bench/api_tree.py" "$work/disk/content" "$work/api" "${versions[@]}" --change "$step" --round "$round" >/dev/null
      chmod -R a+rX "$work/api"
      label="$step changed"
    else
      label=$step
    fi
    start=$(now); (cd "$work/disk" && "$pcsite" build --deploy --quiet >/dev/null 2>&1); end=$(now)
    read -r files bytes <<<"$(sent "$work/disk/.pcsite/public.deploy-report.json")"
    printf '%-8s %-22s %-5s %8.2f %9s %7s %6s %10s\n' "$name" "$label" disk "$(echo "$end - $start" | bc)" - - "$files" "$bytes"
    before=$(wc -l < "$work/access.log" 2>/dev/null || echo 0)
    start=$(now)
    (cd "$work/apisite" && "$pcsite" build --api "http://127.0.0.1:$port" "${limit[@]}" --deploy --quiet >/dev/null 2>&1)
    end=$(now)
    requests=$(($(wc -l < "$work/access.log") - before))
    notmod=$(tail -n "$requests" "$work/access.log" | grep -c '^304 ' || true)
    read -r files bytes <<<"$(sent "$work/apisite/.pcsite/public.deploy-report.json")"
    if diff -rq "$work/disk/public" "$work/apisite/public" >/dev/null 2>&1; then same=identical; else same="DIFFERENT: $(diff -rq "$work/disk/public" "$work/apisite/public" 2>&1 | wc -l) files"; fi
    printf '%-8s %-22s %-5s %8.2f %9s %7s %6s %10s %s\n' "$name" "$label" api "$(echo "$end - $start" | bc)" "$requests" "$notmod" "$files" "$bytes" "$same"
  done
done
