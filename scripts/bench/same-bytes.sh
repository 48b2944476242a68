#!/usr/bin/env bash
# Whether a change moved any output byte: two pcsite binaries on the sample site, a 2,000 × 100 corpus and one
# contest of 200,000 entries; BEFORE at its default --jobs, AFTER at --jobs 1, 2 and 8, each into a fresh output,
# each compared with BEFORE's by `diff -r`. Prints one line per comparison; exits 1 on any difference.
#
#   scripts/bench/same-bytes.sh BEFORE_BINARY AFTER_BINARY
#
# BENCH_DIR (default /dev/shm/pcsite-same-bytes) holds the corpora and outputs.
set -euo pipefail
before=$(realpath "$1"); after=$(realpath "$2")
repo=$(cd "$(dirname "$0")/../.." && pwd)
bench=${BENCH_DIR:-/dev/shm/pcsite-same-bytes}
mkdir -p "$bench"
[ -d "$bench/c2000/content" ] || python3 "$repo/scripts/bench/gen_corpus.py" --contests 2000 --rows 100 --out "$bench/c2000" >/dev/null
[ -d "$bench/big200000/content" ] || python3 "$repo/scripts/bench/gen_corpus.py" --contests 0 --big-contest 200000 \
  --out "$bench/big200000" >/dev/null
status=0
# corpus name, content folder, config
for corpus in "sample $repo/content $repo/pcsite.yml" "c2000 $bench/c2000/content $bench/c2000/pcsite.yml" \
  "big200000 $bench/big200000/content $bench/big200000/pcsite.yml"; do
  read -r name content config <<<"$corpus"
  build() { # output binary [flags…]
    local out=$bench/$name-$1 binary=$2
    shift 2
    rm -rf "$out" "$bench/.pcsite"
    "$binary" build --source "$content" --config "$config" --out "$out" --quiet "$@" >/dev/null || [ $? -eq 1 ]
  }
  build before "$before"
  for jobs in 1 2 8; do
    build "after-$jobs" "$after" --jobs "$jobs"
    if diff -r "$bench/$name-before" "$bench/$name-after-$jobs" >/dev/null; then
      echo "$name: --jobs $jobs: identical ($(find "$bench/$name-before" -type f | wc -l) files)"
    else
      echo "$name: --jobs $jobs: DIFFERENT"; status=1
    fi
  done
done
exit $status
