#!/usr/bin/env bash
# Validates docs/systemd/pcsite.service and pcsite.timer with `systemd-analyze verify` (Debian package: systemd).
# ExecStart's binary and the unit's User need not exist here: a copy points ExecStart at /bin/true for the check.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
if ! command -v systemd-analyze >/dev/null; then
  echo "systemd-analyze is missing: apt-get install systemd" >&2
  exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sed 's#^ExecStart=/usr/bin/pcsite #ExecStart=/bin/true #' "$here/docs/systemd/pcsite.service" > "$work/pcsite.service"
cp "$here/docs/systemd/pcsite.timer" "$work/pcsite.timer"
# verify exits 0 even for an unknown key or a bad value (it prints "…, ignoring"): any output is a failure.
output="$(cd "$work" && SYSTEMD_LOG_LEVEL=warning systemd-analyze verify --man=no ./pcsite.service ./pcsite.timer 2>&1)" || {
  echo "$output" >&2
  echo "docs/systemd: systemd-analyze verify failed" >&2
  exit 1
}
if [ -n "$output" ]; then
  echo "$output" >&2
  echo "docs/systemd: systemd-analyze verify reported problems" >&2
  exit 1
fi
echo "docs/systemd: pcsite.service and pcsite.timer verified"
