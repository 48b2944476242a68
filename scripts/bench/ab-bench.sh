#!/usr/bin/env bash
# Before/after: two pcsite binaries, alternately, on the same 10,000-contest corpus, same run.
#
#   scripts/bench/ab-bench.sh BEFORE_BINARY AFTER_BINARY [RUNS]     (default 3 runs each)
#
# Each run: a full build into a fresh output folder (output, .pcsite/ and spare removed), then
# two no-op rebuilds (the second is the steady state cron sees). Prints each run and the medians.
# BENCH_DIR (default /dev/shm/pcsite-ab, tmpfs: see benchmarks/runs/2026-11-27-2core-vm.md on ext4 and deleted trees),
# CONTESTS (default 10000), BIG (rows of one extra big contest, default none: `CONTESTS=0 BIG=100000`
# times a single 100,000-row contest).
set -euo pipefail
before=$(realpath "$1"); after=$(realpath "$2"); runs=${3:-3}
repo=$(cd "$(dirname "$0")/../.." && pwd)
bench=${BENCH_DIR:-/dev/shm/pcsite-ab}
contests=${CONTESTS:-10000}
big=${BIG:-0}
corpus=$bench/c$contests-big$big
[ -d "$corpus/content" ] || python3 "$repo/scripts/bench/gen_corpus.py" --contests "$contests" --rows 100 --big-contest "$big" \
  --out "$corpus" --jobs 2 >/dev/null

seconds() { local s e; s=$(date +%s.%N); "$@" >/dev/null; e=$(date +%s.%N); echo "$e - $s" | bc; }
one_run() { # label binary → "full noop1 noop2"
  local out=$bench/out-$1
  rm -rf "$out" "$bench/.pcsite" "$bench"/.out-"$1".*
  local build=("$2" build --source "$corpus/content" --config "$corpus/pcsite.yml" --out "$out" --quiet)
  echo "$(seconds "${build[@]}") $(seconds "${build[@]}") $(seconds "${build[@]}")"
}
median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }

: > "$bench/before.txt"; : > "$bench/after.txt"
for ((i = 1; i <= runs; i++)); do
  r=$(one_run before "$before"); echo "before run $i: full / no-op / no-op: $r s"; echo "$r" >> "$bench/before.txt"
  r=$(one_run after "$after"); echo "after  run $i: full / no-op / no-op: $r s"; echo "$r" >> "$bench/after.txt"
done
for label in before after; do
  printf '%-6s median: full %s s, first no-op %s s, steady no-op %s s\n' "$label" \
    "$(awk '{print $1}' "$bench/$label.txt" | median)" "$(awk '{print $2}' "$bench/$label.txt" | median)" \
    "$(awk '{print $3}' "$bench/$label.txt" | median)"
done
