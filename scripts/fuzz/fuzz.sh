#!/bin/sh
# Builds the FuzzContest libFuzzer target (own scratch path, ASan) and fuzzes for SECONDS (default 600).
# Usage: scripts/fuzz/fuzz.sh [SECONDS] [extra libFuzzer flags…]. Findings land in .build-fuzz/findings/.
# Leak detection is off: LeakSanitizer cannot see pointers Swift keeps in enum payloads with tag bits, so the
# compiled templates held by a static look leaked (false positives, see FUZZING.md).
set -eu
# The Swift runtime's crash backtracer fights ASan (wild reads in its memory server); libFuzzer prints the stack.
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer also runs at exit unless ASan is told otherwise (same false positives, see FUZZING.md).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
cd "$(dirname "$0")/../.."
seconds="${1:-600}"
[ $# -gt 0 ] && shift
scratch=.build-fuzz
swift build -c release --product FuzzContest --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING
corpus="$scratch/corpus"
mkdir -p "$corpus" "$scratch/findings"
scripts/fuzz/fuzz-seeds.sh "$corpus"
"$scratch/release/FuzzContest" "$corpus" \
    -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 -detect_leaks=0 \
    -dict=scripts/fuzz/fuzz.dict -artifact_prefix="$scratch/findings/" -print_final_stats=1 "$@"
