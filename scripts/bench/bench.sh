#!/usr/bin/env bash
# pcsite vs Hugo on the same generated corpora (HUGO_BENCH: the workplace's bench folder), alternating runs, medians.
#
#   scripts/bench/bench.sh [RUNS]            default 5 runs per tool and corpus (10k: see HUGO_10K_RUNS)
#
# Environment: BENCH_DIR (default /dev/shm/pcsite-bench, tmpfs like the recorded Hugo figures),
# CORPORA (default "c100 c1k c10k big"), HUGO_10K_RUNS (default 1: Hugo needs ~200 s per 10k run;
# 0 uses the figures recorded in HUGO_BENCH's README.md), SKIP_INSTALL=1 to skip apt-get,
# HUGO_BENCH (default: shared/bench in the folder that holds this checkout).
# Prints one table row per corpus: median wall / CPU / peak RSS for both tools and the Hugo/pcsite
# ratio, then the incremental figures (no-op rebuild and one changed contest on the 10k corpus).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
bench=${BENCH_DIR:-/dev/shm/pcsite-bench}
# Hugo's side of the comparison lives in the workplace's shared folder, beside the repository, not in it.
shared=${HUGO_BENCH:-$(cd .. && pwd)/shared/bench}
[ -d "$shared" ] || { echo "bench.sh: $shared (the corpus generator and Hugo's site) is not there; set HUGO_BENCH, or pcsite alone: scripts/bench/config-bench.sh" >&2; exit 2; }
shared=$(cd "$shared" && pwd)
corpora=${CORPORA:-"c100 c1k c10k big"}
hugo_10k_runs=${HUGO_10K_RUNS:-1}

if [ "${SKIP_INSTALL:-0}" != 1 ] && ! command -v hugo >/dev/null; then
  apt-get update -qq && apt-get install -y -qq hugo >/dev/null
fi
scripts/release/build.sh
pcsite=$PWD/.build/release/pcsite
mkdir -p "$bench"

generate() { # name → args for gen_corpus.py
  case $1 in
    c100) echo "--contests 100 --rows 100" ;;
    c1k) echo "--contests 1000 --rows 100" ;;
    c10k) echo "--contests 10000 --rows 100" ;;
    big) echo "--contests 0 --big-contest 100000" ;;
  esac
}

# measure OUTFILE CMD... → appends "wall user+sys maxrss_kb" for one run
measure() {
  local out=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$bench/time.txt" "$@" >/dev/null 2>"$bench/stderr.txt" || {
    echo "command failed: $*" >&2; cat "$bench/stderr.txt" >&2; exit 1; }
  awk '{printf "%s %.2f %d\n", $1, $2 + $3, $4}' "$bench/time.txt" >> "$out"
}

median() { sort -n | awk '{a[NR]=$1} END {if (NR == 0) {print "-"} else if (NR % 2) {print a[(NR+1)/2]} else {printf "%.2f\n", (a[NR/2]+a[NR/2+1])/2}}'; }
column_median() { awk -v c="$2" '{print $c}' "$1" | median; }

printf '| corpus | pcsite wall | pcsite CPU | pcsite RSS MiB | Hugo wall | Hugo CPU | Hugo RSS MiB | Hugo / pcsite (wall) | runs |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for corpus in $corpora; do
  dir=$bench/$corpus
  [ -d "$dir/content" ] || python3 "$shared/gen_corpus.py" $(generate "$corpus") --out "$dir" --jobs 2 >/dev/null 2>&1
  [ -d "$dir.hugo" ] || python3 "$shared/hugo/hugo_site.py" "$dir" >/dev/null 2>&1
  : > "$bench/results-$corpus-pcsite"; : > "$bench/results-$corpus-hugo"
  n=$runs; hugo_n=$runs
  if [ "$corpus" = c10k ]; then n=$(( runs < 3 ? runs : 3 )); hugo_n=$hugo_10k_runs; fi
  for ((i = 0; i < n; i++)); do
    rm -rf "$bench/out-pcsite" "$bench/.pcsite" "$bench/.out-pcsite".*
    measure "$bench/results-$corpus-pcsite" "$pcsite" build --source "$dir/content" --config "$dir/pcsite.yml" --out "$bench/out-pcsite"
    if (( i < hugo_n )); then
      rm -rf "$bench/out-hugo"
      measure "$bench/results-$corpus-hugo" env QUIET=1 sh "$shared/hugo/build.sh" "$dir.hugo" "$bench/out-hugo"
    fi
  done
  pw=$(column_median "$bench/results-$corpus-pcsite" 1); pc=$(column_median "$bench/results-$corpus-pcsite" 2)
  pr=$(column_median "$bench/results-$corpus-pcsite" 3)
  hw=$(column_median "$bench/results-$corpus-hugo" 1); hc=$(column_median "$bench/results-$corpus-hugo" 2)
  hr=$(column_median "$bench/results-$corpus-hugo" 3)
  ratio=$(awk -v h="$hw" -v p="$pw" 'BEGIN { if (h == "-") print "-"; else printf "%.1f×", h / p }')
  printf '| %s | %s s | %s s | %d | %s s | %s s | %s | %s | %d / %d |\n' "$corpus" "$pw" "$pc" $((pr / 1024)) \
    "$hw" "$hc" "$( [ "$hr" = - ] && echo - || echo $((hr / 1024)) )" "$ratio" "$n" "$( (( hugo_n < n )) && echo "$hugo_n" || echo "$n")"
done

# Incremental builds on the 10k corpus: a no-op rebuild, then one contest's name changed.
if [[ " $corpora " == *" c10k "* ]]; then
  dir=$bench/c10k; out=$bench/out-incremental
  rm -rf "$out" "$bench/.pcsite"
  # Twice: the second run leaves the spare tree every later cron run starts from (the steady state).
  "$pcsite" build --source "$dir/content" --config "$dir/pcsite.yml" --out "$out" >/dev/null 2>&1
  "$pcsite" build --source "$dir/content" --config "$dir/pcsite.yml" --out "$out" >/dev/null 2>&1
  : > "$bench/noop"; : > "$bench/onechange"
  first=$(ls "$dir/content/contests" | sed -n 1p)
  for ((i = 0; i < runs; i++)); do
    measure "$bench/noop" "$pcsite" build --source "$dir/content" --config "$dir/pcsite.yml" --out "$out"
    sed -i "s/\"contest_name\": *\"/&x/" "$dir/content/contests/$first/contest.json"
    measure "$bench/onechange" "$pcsite" build --source "$dir/content" --config "$dir/pcsite.yml" --out "$out"
  done
  printf '\n| 10k incremental | wall | CPU | RSS MiB |\n|---|---:|---:|---:|\n'
  printf '| no-op rebuild | %s s | %s s | %d |\n' "$(column_median "$bench/noop" 1)" "$(column_median "$bench/noop" 2)" \
    $(( $(column_median "$bench/noop" 3) / 1024 ))
  printf '| one contest changed | %s s | %s s | %d |\n' "$(column_median "$bench/onechange" 1)" \
    "$(column_median "$bench/onechange" 2)" $(( $(column_median "$bench/onechange" 3) / 1024 ))
fi
