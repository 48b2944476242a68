#!/bin/sh
# Seeds for FuzzContest (input: contest.json, then optionally a NUL byte and leaderboard.json):
# - each sample contest in content/contests/;
# - each JSONTestSuite case (Tests/ContractsTests/Fixtures/json-test-suite/) as contest.json, and as the
#   leaderboard of the first sample contest;
# - each Mustache spec template (Tests/RenderingTests/Fixtures/mustache-spec/) as the name and description of
#   the first sample contest, so tag syntax in organiser text is fuzzed through the pages.
# Usage: scripts/fuzz/fuzz-seeds.sh CORPUS_FOLDER
set -eu
cd "$(dirname "$0")/../.."
out="${1:?usage: scripts/fuzz/fuzz-seeds.sh CORPUS_FOLDER}"
mkdir -p "$out"
first=""
for folder in content/contests/*/; do
    id=$(basename "$folder")
    [ -n "$first" ] || first="$folder"
    {
        cat "$folder/contest.json"
        if [ -f "$folder/leaderboard.json" ]; then
            printf '\000'
            cat "$folder/leaderboard.json"
        fi
    } > "$out/seed-$id"
done
for case in Tests/ContractsTests/Fixtures/json-test-suite/*.json; do
    name=$(basename "$case" .json)
    cp "$case" "$out/seed-json-$name"
    { cat "$first/contest.json"; printf '\000'; cat "$case"; } > "$out/seed-json-lb-$name"
done
python3 - "$first/contest.json" "$out" Tests/RenderingTests/Fixtures/mustache-spec/*.json <<'PY'
import json, sys
contest = json.load(open(sys.argv[1], encoding="utf-8"))
out = sys.argv[2]
for spec in sys.argv[3:]:
    module = spec.rsplit("/", 1)[-1][:-5]
    for index, test in enumerate(json.load(open(spec, encoding="utf-8"))["tests"]):
        seed = dict(contest, contest_name=test["template"][:200], description=test["template"])
        with open(f"{out}/seed-mustache-{module}-{index}", "w", encoding="utf-8") as f:
            json.dump(seed, f, ensure_ascii=False, indent=1)
PY
