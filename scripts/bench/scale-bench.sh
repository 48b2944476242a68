#!/usr/bin/env bash
# How a full build scales with threads and with contests, on whatever machine runs it (issue 32's tables).
#
#   scripts/bench/scale-bench.sh jobs   CONTESTS ROWS [RUNS] [JOBS...]   wall, user, sys and peak RSS per --jobs
#   scripts/bench/scale-bench.sh growth ROWS COUNTS...                    seconds and RSS per contest, per corpus size
#   scripts/bench/scale-bench.sh amdahl CONTESTS ROWS [RUNS] [CORES]       the serial part, from one core and all cores
#   scripts/bench/scale-bench.sh unchanged CONTESTS ROWS [RUNS]            a first full build, then RUNS where nothing changed
#   scripts/bench/scale-bench.sh stacks CONTESTS ROWS JOBS [PERIOD]        where the threads of a full build wait (eu-stack)
#   scripts/bench/scale-bench.sh busy CONTESTS ROWS JOBS [RUNS]            how many cores a full build keeps busy, over time
#   scripts/bench/scale-bench.sh serial CONTESTS ROWS JOBS [HZ]            what runs while one core works alone (perf)
#
# jobs: one corpus (scripts/bench/gen_corpus.py, seed 42), `pcsite build --full --jobs N` into a fresh output for each N
# (default "1 2 4 8 16" and the default, marked "default"), RUNS runs each (default 3), alternating the settings
# so that a host's drift touches them all. growth, per size: a first full build into an empty place, a full build
# over it (the cycle at the playoff peak, when every contest changes: a published manifest and a spare tree
# beside the output) and a build where nothing changed. KEEP_CORPUS=1 keeps the corpora for another binary.
# unchanged: the million-contest bounds without growth's full build over the site (minutes there).
# stacks: every thread's stack every PERIOD seconds (default 0.5) during `build --full --jobs JOBS`, with the
# eu-stack EU_STACK names (default: eu-stack on PATH) and the binary PCSITE_SYMBOLS (default PCSITE; a stripped one
# shows addresses), summarized by scripts/bench/stack-summary.py; the samples are kept in $BENCH_DIR/stacks.txt.
# amdahl, for a machine with fewer cores than the one asked about: full builds on one core (taskset) and on all
# N usable cores, alternating; from the medians, the seconds that did not shrink (s = T1 - p, p = (T1 - TN) * N /
# (N - 1)) and what Amdahl's law then allows on CORES (default 16): T1 / (s + p / CORES). An upper bound: it
# knows nothing of memory bandwidth or of what the kernel serializes between threads.
# busy: a full build, then one over it (the playoff-peak cycle), RUNS times (default 1), under
# scripts/bench/busy-cores.py: the cores busy on average, the seconds with at most one busy (the serial part) and a
# timeline; it reads /proc alone, so it runs where there is no perf (its sampling takes ~7 % of a core: on 2 cores it
# counts some moments as serial that were not). serial: the same first build under
# `perf record -g` at HZ (default 999), and one over it, each summarized by scripts/bench/serial-summary.py: each stretch where at most one core
# was busy, with the functions it was in.
# PCSITE (default .build/release/pcsite: a release build, or the binary of a packaged release), BENCH_DIR
# (default /dev/shm/pcsite-scale: tmpfs, see benchmarks/runs/2026-11-27-2core-vm.md on ext4 and deleted trees). Times with GNU time, or
# Python's getrusage where there is none.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
pcsite=${PCSITE:-$repo/.build/release/pcsite}
bench=${BENCH_DIR:-/dev/shm/pcsite-scale}
mode=${1:?usage: scale-bench.sh jobs CONTESTS ROWS [RUNS] [JOBS...] | growth ROWS COUNTS... | amdahl CONTESTS ROWS [RUNS] [CORES] | unchanged CONTESTS ROWS [RUNS] | stacks CONTESTS ROWS JOBS [PERIOD] | busy CONTESTS ROWS JOBS [RUNS] | serial CONTESTS ROWS JOBS [HZ]}; shift
mkdir -p "$bench"
echo "# $(uname -n): $(nproc) usable cores of $(grep -c ^processor /proc/cpuinfo) ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), cgroup cpu.max $(cat /sys/fs/cgroup/cpu.max 2>/dev/null || echo none), $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo); $bench: $(df -h --output=fstype,avail "$bench" | tail -1 | xargs) free; $("$pcsite" --version 2>/dev/null | head -1)"

corpus() { # contests rows → path of the corpus, generated once
  local path=$bench/c$1-r$2
  [ -d "$path/content" ] || python3 "$repo/scripts/bench/gen_corpus.py" --contests "$1" --rows "$2" --seed 42 --out "$path" >/dev/null
  echo "$path"
}

# Runs a command and writes "wall user sys peak_rss_kb" to $1: GNU time, or Python's getrusage where a machine
# has no GNU time (a bare Ubuntu, say).
measured() { # file command...
  local file=$1; shift
  if [ -x /usr/bin/time ]; then /usr/bin/time -f "%e %U %S %M" -o "$file" "$@"; return; fi
  python3 -c '
import resource, subprocess, sys, time
start = time.monotonic()
code = subprocess.call(sys.argv[2:])
wall = time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
open(sys.argv[1], "w").write(f"{wall:.2f} {usage.ru_utime:.2f} {usage.ru_stime:.2f} {usage.ru_maxrss}\n")
sys.exit(code)' "$file" "$@"
}

# One build; prints "wall user sys rss_mb". Output and state are removed first unless KEEP=1.
timed() { # corpus jobs-or-"default" [extra args]
  local path=$1 jobs=$2; shift 2
  local out=$bench/out
  [ "${KEEP:-0}" = 1 ] || rm -rf "$out" "$bench/.pcsite" "$bench"/.out.*
  local args=(build --source "$path/content" --config "$path/pcsite.yml" --out "$out" --quiet "$@")
  [ "$jobs" = default ] || args+=(--jobs "$jobs")
  measured "$bench/time.txt" ${PIN:+taskset -c "$PIN"} "$pcsite" "${args[@]}" >/dev/null || true
  awk '{printf "%s %s %s %.0f\n", $1, $2, $3, $4/1024}' "$bench/time.txt"
}

case $mode in
jobs)
  contests=$1 rows=$2 runs=${3:-3}; shift $(( $# >= 3 ? 3 : $# ))
  settings=("${@:-1 2 4 8 16}"); settings=(${settings[*]} default)
  path=$(corpus "$contests" "$rows")
  declare -A results
  for ((run = 1; run <= runs; run++)); do
    for jobs in "${settings[@]}"; do
      sample=$(timed "$path" "$jobs" --full)
      results[$jobs]+="$sample;"
      echo "# run $run, --jobs $jobs: $sample (wall user sys RSS MB)" # what a run cut short still shows
    done
  done
  echo "| corpus | --jobs | wall s (user, sys) per run | peak RSS MB |"
  echo "|---|---:|---|---:|"
  for jobs in "${settings[@]}"; do
    IFS=';' read -ra samples <<<"${results[$jobs]}"
    cells=$(for s in "${samples[@]}"; do read -r w u y r <<<"$s"; printf '%s (%s, %s), ' "$w" "$u" "$y"; done)
    rss=$(for s in "${samples[@]}"; do read -r _ _ _ r <<<"$s"; echo "$r"; done | sort -n | tail -1)
    echo "| $contests × $rows | $jobs | ${cells%, } | $rss |"
  done
  ;;
growth)
  rows=$1; shift
  perContest() { awk -v r="$1" -v c="$2" 'BEGIN {printf "%.1f", r * 1024 / c}'; }
  echo "| contests × $rows | first full s | RSS MB | full again s | RSS MB | RSS KB/contest | unchanged s | RSS MB | RSS KB/contest |"
  echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for contests in "$@"; do
    path=$(corpus "$contests" "$rows")
    read -r fw _ _ fr <<<"$(timed "$path" default --full)"
    read -r aw _ _ ar <<<"$(KEEP=1 timed "$path" default --full)"
    read -r nw _ _ nr <<<"$(KEEP=1 timed "$path" default)"
    echo "| $contests | $fw | $fr | $aw | $ar | $(perContest "$ar" "$contests") | $nw | $nr | $(perContest "$nr" "$contests") |"
    rm -rf "$bench/out" "$bench/.pcsite"
    [ "${KEEP_CORPUS:-0}" = 1 ] || rm -rf "$path"
  done
  ;;
amdahl)
  contests=$1 rows=$2 runs=${3:-3} target=${4:-16}
  path=$(corpus "$contests" "$rows")
  cores=$(nproc) first=$(taskset -pc $$ | sed 's/.*: *//; s/[,-].*//')
  one="" all=""
  for ((run = 1; run <= runs; run++)); do
    one+="$(PIN=$first timed "$path" default --full | cut -d' ' -f1) "
    all+="$(timed "$path" default --full | cut -d' ' -f1) "
  done
  median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
  t1=$(median <<<"$one") tn=$(median <<<"$all")
  echo "| corpus | 1 core, wall s | $cores cores, wall s | serial s | parallel s | Amdahl on $target cores |"
  echo "|---|---|---|---:|---:|---|"
  awk -v c="$contests × $rows" -v one="$one" -v all="$all" -v t1="$t1" -v tn="$tn" -v n="$cores" -v k="$target" 'BEGIN {
    p = (n > 1) ? (t1 - tn) * n / (n - 1) : t1; s = t1 - p; if (s < 0) s = 0
    tk = s + p / k
    printf "| %s | %s(median %s) | %s(median %s) | %.2f | %.2f | %.2f s, %.1f×, %.0f %% efficiency |\n", c, one, t1, all, tn, s, p, tk, t1 / tk, 100 * t1 / (k * tk)
  }'
  ;;
unchanged)
  contests=$1 rows=$2 runs=${3:-3}
  path=$(corpus "$contests" "$rows")
  echo "| corpus | build | wall s (user, sys) | peak RSS MB |"
  echo "|---|---|---|---:|"
  read -r w u y r <<<"$(timed "$path" default --full)"
  echo "| $contests × $rows | first full | $w ($u, $y) | $r |"
  for ((run = 1; run <= runs; run++)); do
    read -r w u y r <<<"$(KEEP=1 timed "$path" default)"
    echo "| $contests × $rows | nothing changed | $w ($u, $y) | $r |"
  done
  ;;
stacks)
  contests=$1 rows=$2 jobs=$3 period=${4:-0.5}
  read -ra sampler <<<"${EU_STACK:-eu-stack}"
  command -v "${sampler[0]}" >/dev/null || { echo "scale-bench.sh: no eu-stack (${sampler[0]}): set EU_STACK" >&2; exit 2; }
  path=$(corpus "$contests" "$rows")
  rm -rf "$bench/out" "$bench/.pcsite" "$bench"/.out.* "$bench/stacks.txt"
  start=$(date +%s.%N)
  "${PCSITE_SYMBOLS:-$pcsite}" build --source "$path/content" --config "$path/pcsite.yml" --out "$bench/out" --quiet --full \
    --jobs "$jobs" >/dev/null &
  build=$!
  taken=0
  while sleep "$period" && kill -0 "$build" 2>/dev/null; do
    "${sampler[@]}" -p "$build" >>"$bench/stacks.txt" 2>/dev/null && taken=$((taken + 1))
  done
  wait "$build" || true
  echo "# $contests × $rows, --jobs $jobs: $(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN {printf "%.1f", e - s}') s with $taken samples, one every ${period} s"
  python3 "$repo/scripts/bench/stack-summary.py" "$bench/stacks.txt"
  ;;
busy)
  contests=$1 rows=$2 jobs=$3 runs=${4:-1}
  path=$(corpus "$contests" "$rows")
  build=("$pcsite" build --source "$path/content" --config "$path/pcsite.yml" --out "$bench/out" --quiet --full --jobs "$jobs")
  for ((run = 1; run <= runs; run++)); do
    rm -rf "$bench/out" "$bench/.pcsite" "$bench"/.out.*
    echo "# $contests × $rows, --jobs $jobs, run $run, first build:"
    python3 "$repo/scripts/bench/busy-cores.py" "${build[@]}" || true
    echo "# the same, over the site it published:"
    python3 "$repo/scripts/bench/busy-cores.py" "${build[@]}" || true
  done
  ;;
serial)
  contests=$1 rows=$2 jobs=$3 hz=${4:-999}
  command -v perf >/dev/null || { echo "scale-bench.sh: serial needs perf (Debian: linux-perf)" >&2; exit 2; }
  path=$(corpus "$contests" "$rows")
  rm -rf "$bench/out" "$bench/.pcsite" "$bench"/.out.*
  for build in "first build" "the same, over the site it published"; do
    perf record -q -F "$hz" -g -o "$bench/serial.data" -- "${PCSITE_SYMBOLS:-$pcsite}" build --source "$path/content" \
      --config "$path/pcsite.yml" --out "$bench/out" --quiet --full --jobs "$jobs" >/dev/null
    perf script -i "$bench/serial.data" -F tid,time,ip,sym 2>/dev/null >"$bench/serial.txt"
    echo "# $contests × $rows, --jobs $jobs, $build:"
    python3 "$repo/scripts/bench/serial-summary.py" "$bench/serial.txt" "$hz"
  done
  ;;
*) echo "scale-bench.sh: unknown mode $mode (jobs, growth, amdahl, unchanged, stacks, busy or serial)" >&2; exit 2 ;;
esac
