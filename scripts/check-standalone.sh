#!/usr/bin/env bash
# Fails when a tracked file other than the Hugo benchmark names ../shared: a lone clone has no such folder.
# .ci/run (which runs this check) only names it in a comment.
set -euo pipefail
cd "$(dirname "$0")/.."
found=$(git grep -l -F '../shared' -- ':!scripts/bench.sh' ':!BENCHMARKS.md' ':!scripts/check-standalone.sh' || true)
if [ -n "$found" ]; then
  echo "error: these tracked files name ../shared, which a lone clone does not have:" >&2
  echo "$found" | sed 's/^/  /' >&2
  exit 1
fi
echo "standalone: no tracked file outside the benchmark names ../shared"
