#!/usr/bin/env bash
# Fails when a tracked file names the shared folder that sits beside the repository in development
# (scripts/bench/bench.sh finds it through HUGO_BENCH): a lone clone has no such folder. The path is assembled here so that this
# script does not name it either.
set -euo pipefail
cd "$(dirname "$0")/../.."
shared="../""shared"
found=$(git grep -l -F "$shared" || true)
if [ -n "$found" ]; then
  echo "error: these tracked files name $shared, which a lone clone does not have:" >&2
  echo "$found" | sed 's/^/  /' >&2
  exit 1
fi
echo "standalone: no tracked file names $shared"
