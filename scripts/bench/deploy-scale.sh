#!/usr/bin/env bash
# What a deploy costs as a site grows: wall time and peak memory of `pcsite deploy` to a file:// target, for
# binaries side by side (issue 32: what pcsite keeps between runs is read as needed, not loaded whole).
#
#   scripts/bench/deploy-scale.sh CONTESTS ROWS BINARY...
#
# One corpus (scripts/bench/gen_corpus.py, seed 42, under BENCH_DIR, default /dev/shm/pcsite-scale), built once with the
# first binary; each binary deploys it to a target of its own (a record of its own), the binaries alternating at
# each step: a first deploy (it reads every file), a deploy after one contest changed, and one after every page
# changed (the site's title: the playoff-peak cycle, every file sent). Per run: wall, pcsite's own peak RSS
# (VmHWM, sampled every 10 ms) and the peak of it and its children (rsync) together, from wait4. BENCH_DIR must hold
# the corpus, the site twice (output and spare) and two releases per binary: at 100,000 contests about 20 GB and
# 3 million inodes (more than /dev/shm allows on a 24 GiB machine: a tmpfs mounted with nr_inodes=0).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
contests=${1:?usage: deploy-scale.sh CONTESTS ROWS BINARY...}; rows=${2:?rows}; shift 2
[ $# -ge 1 ] || { echo "usage: deploy-scale.sh CONTESTS ROWS BINARY..." >&2; exit 2; }
bench=${BENCH_DIR:-/dev/shm/pcsite-scale}
site=$bench/deploy-c$contests-r$rows
mkdir -p "$bench"
if [ ! -d "$site/content" ]; then
  # A copy of scale-bench.sh's corpus where there is one (this one is edited).
  if [ -d "$bench/c$contests-r$rows/content" ]; then mkdir -p "$site" && cp -a "$bench/c$contests-r$rows/content" "$bench/c$contests-r$rows/pcsite.yml" "$site/"
  else python3 "$repo/scripts/bench/gen_corpus.py" --contests "$contests" --rows "$rows" --seed 42 --out "$site" >/dev/null; fi
  sed -i '/^deploy:/,$d' "$site/pcsite.yml"
  printf 'deploy:\n  keep_releases: 2\n  max_deletes: 1000000\n' >> "$site/pcsite.yml"
fi
cd "$site"
rm -rf public .pcsite targets
"$1" build --quiet
echo "# $(uname -n), $(nproc) cores; $contests contests x $rows rows, $(find public -type f | wc -l) files"
echo "| step | binary | wall | pcsite peak RSS | with rsync |"
echo "|---|---|---:|---:|---:|"
measure() { # step binary index
  python3 - "$@" <<'PY'
import os, subprocess, sys, time
step, binary, index = sys.argv[1], sys.argv[2], sys.argv[3]
target = f"file://{os.getcwd()}/targets/{index}"
start = time.monotonic()
child = subprocess.Popen([binary, "deploy", "--to", target, "--quiet"])
peak = 0
while True:
    pid, status, usage = os.wait4(child.pid, os.WNOHANG)
    if pid:
        break
    try:
        with open(f"/proc/{child.pid}/status") as f:
            peak = max(peak, next(int(l.split()[1]) for l in f if l.startswith("VmHWM")))
    except (OSError, StopIteration):
        pass
    time.sleep(0.01)
wall = time.monotonic() - start
code = os.waitstatus_to_exitcode(status)
name = os.path.basename(binary) + ("" if code == 0 else f" (exit {code})")
print(f"| {step} | {name} | {wall:.2f} s | {peak / 1024:.0f} MB | {usage.ru_maxrss / 1024:.0f} MB |", flush=True)
PY
}
# A deploy leaves the host preparing the next release and removing old ones in the background: the next
# measurement waits for that, or it would pay for the one before.
settle() { while pgrep -f 'releases/.next.lock|rm -rf .old-' >/dev/null; do sleep 0.2; done; }
each() { local i=0; for binary in "${binaries[@]}"; do measure "$1" "$binary" "$i"; settle; i=$((i + 1)); done; }
binaries=("$@")
each "first deploy"
contest=$(ls content/contests | sed -n 1p)
sed -i '0,/"contest_name": "/s//"contest_name": "Changed /' "content/contests/$contest/contest.json"
"${binaries[0]}" build --quiet
each "one contest changed"
sed -i 's/^title: "/title: "Changed /' pcsite.yml
"${binaries[0]}" build --quiet
each "every page changed"
rm -rf public .pcsite targets
