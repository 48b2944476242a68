#!/usr/bin/env bash
# Issue 32's tables on a machine without Swift (the 16-core machine the `device` tool lends, say): unpacks the
# portable tarball scripts/release/package.sh made and runs scripts/bench/scale-bench.sh with its binary, the corpora generated
# there (Python 3, seed 42) on tmpfs. It takes the kit scripts/bench/device-kit.sh made (carry `device-kit`: the tarball,
# the same binary with its symbols and eu-stack, for `stacks`), or else dist/ (carry `dist`).
#
#   scripts/bench/device-scale.sh jobs 10000 100 2         # --jobs 1 2 4 8 16 and the default, 2 runs each
#   scripts/bench/device-scale.sh jobs 100000 10 1
#   scripts/bench/device-scale.sh stacks 100000 10 16      # where 16 threads wait
#   scripts/bench/device-scale.sh unchanged 1000000 10 3   # needs ~30 GB of tmpfs and 10 M inodes
#   scripts/bench/device-scale.sh busy 10000 100 16         # how many of the cores 16 jobs keep busy, over time
#   scripts/bench/device-scale.sh plan RESULTS              # the five above in that order, each table in RESULTS/*.md
#                                                     # as it ends (about 8 minutes on 16 cores half as fast as ours)
# BENCH_DIR defaults to a folder on the largest tmpfs mounted.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
kit=$repo/device-kit
tarball=$(ls "$kit"/pcsite-*-linux-x86_64.tar.gz "$repo"/dist/pcsite-*-linux-x86_64.tar.gz 2>/dev/null | head -1 || true)
if [ -z "$tarball" ]; then
  echo "device-scale.sh: neither $kit nor $repo/dist holds a pcsite-*-linux-x86_64.tar.gz: run scripts/bench/device-kit.sh and carry device-kit" >&2
  exit 2
fi
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
tar -xzf "$tarball" -C "$unpacked"
export PCSITE PCSITE_SYMBOLS EU_STACK
PCSITE=$(ls "$unpacked"/*/bin/pcsite)
PCSITE_SYMBOLS=$PCSITE
# Beside the stripped one, so that its run path finds the same libraries.
if [ -f "$kit/pcsite-symbols.xz" ]; then
  PCSITE_SYMBOLS=$(dirname "$PCSITE")/pcsite-symbols
  xz -dc "$kit/pcsite-symbols.xz" >"$PCSITE_SYMBOLS"
  chmod +x "$PCSITE_SYMBOLS"
fi
[ -x "$kit/eu-stack/run" ] && EU_STACK=${EU_STACK:-$kit/eu-stack/run}
if [ -z "${BENCH_DIR:-}" ]; then
  export BENCH_DIR
  BENCH_DIR=$(df --output=avail,target -t tmpfs 2>/dev/null | tail -n +2 | sort -n | tail -1 | awk '{print $2}')/pcsite-scale
fi
if [ "${1:-}" = plan ]; then
  results=${2:?usage: device-scale.sh plan RESULTS_FOLDER}
  mkdir -p "$results"
  step() { # name arguments...
    local name=$1; shift
    echo "== scale-bench.sh $* ($(date -u +%T))"
    "$repo/scripts/bench/scale-bench.sh" "$@" 2>&1 | grep -v '^gen_corpus:' | tee "$results/$name.md"
  }
  step jobs-10k jobs 10000 100 2
  step busy-10k busy 10000 100 16
  step jobs-100k jobs 100000 10 1
  rm -rf "$BENCH_DIR/c10000-r100"
  step stacks-100k stacks 100000 10 16
  rm -rf "$BENCH_DIR/c100000-r10"
  step million unchanged 1000000 10 3
  exit
fi
"$repo/scripts/bench/scale-bench.sh" "$@"
