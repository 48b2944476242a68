#!/bin/sh
# Turns each sample contest in content/contests/ into a FuzzContest seed: contest.json, a NUL byte, leaderboard.json.
# Usage: scripts/fuzz-seeds.sh CORPUS_FOLDER
set -eu
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/fuzz-seeds.sh CORPUS_FOLDER}"
mkdir -p "$out"
for folder in content/contests/*/; do
    id=$(basename "$folder")
    {
        cat "$folder/contest.json"
        if [ -f "$folder/leaderboard.json" ]; then
            printf '\000'
            cat "$folder/leaderboard.json"
        fi
    } > "$out/seed-$id"
done
