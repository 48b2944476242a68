#!/usr/bin/env bash
# One binary, the same 10,000 × 100 corpus, built under two or more variants of pcsite.yml in one run, alternately:
# a first build into a fresh output, then a run where nothing changed. Each variant is YAML appended to the
# corpus's pcsite.yml. Prints each run and the medians; the outputs stay in BENCH_DIR/out-<n> (n from 1).
#
#   scripts/bench/config-bench.sh 'share_cards: true' 'share_cards: false'
#   scripts/bench/config-bench.sh $'language: en\nshare_cards: false' $'language: fr\nshare_cards: false'
#
# BINARY (default .build/release/pcsite), RUNS (3), BENCH_DIR (default /dev/shm/pcsite-config: tmpfs, see
# benchmarks/runs/2026-11-27-2core-vm.md), CONTESTS (10000).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
binary=$(realpath "${BINARY:-$repo/.build/release/pcsite}"); runs=${RUNS:-3}
bench=${BENCH_DIR:-/dev/shm/pcsite-config}
contests=${CONTESTS:-10000}
corpus=$bench/c$contests
[ -d "$corpus/content" ] || python3 "$repo/scripts/bench/gen_corpus.py" --contests "$contests" --rows 100 \
  --out "$corpus" --jobs 2 >/dev/null
variants=("$@")
for n in "${!variants[@]}"; do
  { cat "$corpus/pcsite.yml"; printf '\n%s\n' "${variants[$n]}"; } > "$bench/pcsite-$((n + 1)).yml"
done

seconds() { local s e; s=$(date +%s.%N); "$@" >/dev/null; e=$(date +%s.%N); echo "$e - $s" | bc; }
one_run() { # variant number → "first noop"
  local out=$bench/out-$1
  rm -rf "$out" "$bench/.pcsite" "$bench"/.out-"$1".*
  local build=("$binary" build --source "$corpus/content" --config "$bench/pcsite-$1.yml" --out "$out" --quiet)
  echo "$(seconds "${build[@]}") $(seconds "${build[@]}")"
}
median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }

for n in "${!variants[@]}"; do : > "$bench/times-$((n + 1)).txt"; done
for run in $(seq "$runs"); do
  for n in "${!variants[@]}"; do
    result=$(one_run "$((n + 1))")
    echo "run $run [$(echo "${variants[$n]}" | paste -sd' ')]  first, no-op: $result"
    echo "$result" >> "$bench/times-$((n + 1)).txt"
  done
done
for n in "${!variants[@]}"; do
  echo "[$(echo "${variants[$n]}" | paste -sd' ')]  median first $(cut -d' ' -f1 "$bench/times-$((n + 1)).txt" | median) s," \
       "no-op $(cut -d' ' -f2 "$bench/times-$((n + 1)).txt" | median) s"
done
