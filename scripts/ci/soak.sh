#!/usr/bin/env bash
# The soak of issue 31: the cron line (`pcsite build --api URL --deploy`) against a fault-injecting backend on
# 127.0.0.1, 60 cycles by default; scripts/ci/soak.py says what it injects and checks. Prints the seed first and a
# table last, exits non-zero on any violation. Replay a failure with the seed it printed:
#
#   scripts/ci/soak.sh [--seed S] [--cycles N] [--keep]
#
# Uses .build/release/pcsite (PCSITE=… for another binary), built here when missing. Needs python3 only.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
pcsite=${PCSITE:-$repo/.build/release/pcsite}
if [ ! -x "$pcsite" ]; then
  "$repo/scripts/release/build.sh"
fi
exec python3 "$repo/scripts/ci/soak.py" --pcsite "$pcsite" "$@"
