#!/usr/bin/env bash
# Share cards: what they cost a build (CONTRACT §12). config-bench.sh with `share_cards: true` and `false` (a first
# build and a no-op each, same binary, same run), the cards' files and bytes, then CardBench's CPU time per card.
#
#   scripts/bench/card-bench.sh      (BINARY, RUNS, BENCH_DIR, CONTESTS as config-bench.sh takes them)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
export BENCH_DIR=${BENCH_DIR:-/dev/shm/pcsite-cards}
"$repo/scripts/bench/config-bench.sh" 'share_cards: true' 'share_cards: false'
pngs=$(find "$BENCH_DIR/out-1/contests" -name 'card-*.png' | wc -l)
bytes=$(find "$BENCH_DIR/out-1/contests" -name 'card-*.png' -printf '%s\n' | awk '{s += $1} END {print s}')
echo "cards: $pngs files, $bytes bytes ($((bytes / (pngs > 0 ? pngs : 1))) a card)"
"$repo/scripts/release/build.sh" --product CardBench && "$repo/.build/release/CardBench" 2000
