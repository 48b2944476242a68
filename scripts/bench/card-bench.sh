#!/usr/bin/env bash
# Share cards: what they cost a build (CONTRACT §12). One binary, the same 10,000 × 100 corpus, alternately with
# `share_cards: true` and `false` in one run: a first build into a fresh output, then a run where nothing changed;
# then CardBench's CPU time per card. Prints each run and the medians.
#
#   scripts/bench/card-bench.sh [BINARY] [RUNS]     (default .build/release/pcsite, 3 runs each)
#
# BENCH_DIR (default /dev/shm/pcsite-cards: tmpfs, see benchmarks/runs/2026-11-27-2core-vm.md), CONTESTS (10000).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
binary=$(realpath "${1:-$repo/.build/release/pcsite}"); runs=${2:-3}
bench=${BENCH_DIR:-/dev/shm/pcsite-cards}
contests=${CONTESTS:-10000}
corpus=$bench/c$contests
[ -d "$corpus/content" ] || python3 "$repo/scripts/bench/gen_corpus.py" --contests "$contests" --rows 100 \
  --out "$corpus" --jobs 2 >/dev/null
for cards in true false; do
  { cat "$corpus/pcsite.yml"; printf '\nshare_cards: %s\n' "$cards"; } > "$bench/pcsite-$cards.yml"
done

seconds() { local s e; s=$(date +%s.%N); "$@" >/dev/null; e=$(date +%s.%N); echo "$e - $s" | bc; }
one_run() { # cards → "first noop"
  local out=$bench/out-$1
  rm -rf "$out" "$bench/.pcsite" "$bench"/.out-"$1".*
  local build=("$binary" build --source "$corpus/content" --config "$bench/pcsite-$1.yml" --out "$out" --quiet)
  echo "$(seconds "${build[@]}") $(seconds "${build[@]}")"
}
median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }

: > "$bench/true.txt"; : > "$bench/false.txt"
for run in $(seq "$runs"); do
  for cards in true false; do
    result=$(one_run "$cards")
    echo "run $run share_cards: $cards  first, no-op: $result"
    echo "$result" >> "$bench/$cards.txt"
  done
done
for cards in true false; do
  echo "share_cards: $cards  median first $(cut -d' ' -f1 "$bench/$cards.txt" | median) s," \
       "no-op $(cut -d' ' -f2 "$bench/$cards.txt" | median) s"
done
pngs=$(find "$bench/out-true/contests" -name 'card-*.png' | wc -l)
bytes=$(find "$bench/out-true/contests" -name 'card-*.png' -printf '%s\n' | awk '{s += $1} END {print s}')
echo "cards: $pngs files, $bytes bytes ($((bytes / (pngs > 0 ? pngs : 1))) a card)"
(cd "$repo" && swift build -c release --product CardBench >/dev/null && .build/release/CardBench 2000)
