#!/usr/bin/env bash
# Which objects more than one thread retains or releases (BENCHMARKS.md, "What the threads share"): compiles the
# preloaded sampler scripts/shared-retains.c (a C compiler) and runs one pcsite command under it. The list goes to
# RC_OUT (default ./shared-retains.txt); every RC_PERIOD-th call (default 16) is sampled.
#
#   scripts/shared-retains.sh .build/release/pcsite build --source C/content --config C/pcsite.yml --out /tmp/o --full --jobs 2
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -shared -fPIC -o "$work/libshared-retains.so" "$repo/scripts/shared-retains.c" -ldl
export RC_OUT=${RC_OUT:-$PWD/shared-retains.txt}
LD_PRELOAD="$work/libshared-retains.so" "$@"
echo "shared-retains.sh: $RC_OUT"
