#!/usr/bin/env bash
# Issue 32's tables on a machine without Swift (the 16-core machine the `device` tool lends, say): unpacks the
# portable tarball scripts/package.sh made (dist/pcsite-<version>-linux-x86_64.tar.gz, 30 MB: carry `dist`) and
# runs scripts/scale-bench.sh with its binary, the corpora generated there (Python 3, seed 42) on tmpfs.
#
#   scripts/device-scale.sh jobs 10000 100 3         # --jobs 1 2 4 8 16 and the default, 3 runs each
#   scripts/device-scale.sh jobs 100000 10 2
#   scripts/device-scale.sh growth 10 1000000        # needs ~30 GB of tmpfs and 10 M inodes
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
tarball=$(ls "$repo"/dist/pcsite-*-linux-x86_64.tar.gz 2>/dev/null | head -1 || true)
if [ -z "$tarball" ]; then
  echo "device-scale.sh: $repo/dist holds no pcsite-*-linux-x86_64.tar.gz: run scripts/package.sh and carry dist" >&2
  exit 2
fi
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
tar -xzf "$tarball" -C "$unpacked"
export PCSITE
PCSITE=$(ls "$unpacked"/*/bin/pcsite)
"$repo/scripts/scale-bench.sh" "$@"
