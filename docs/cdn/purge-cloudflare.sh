#!/usr/bin/env bash
# deploy.after_command for Cloudflare: purges the URLs pcsite changed, read one per line from stdin
# (the same list pcsite writes to .pcsite/<out>.changed-urls.txt).
# Cloudflare's purge_cache takes at most 30 URLs per call ("files"), so the list is sent in batches of 30.
# Needs: curl, jq. Reads the zone id and an API token (Zone > Cache Purge permission) from files that only
# the pcsite user can read, so neither appears in pcsite.yml, in `ps` or in a log.
set -euo pipefail
zone="$(cat "${CF_ZONE_FILE:-/etc/pcsite/cloudflare-zone}")"
token_file="${CF_TOKEN_FILE:-/etc/pcsite/cloudflare-token}"
api="${CF_API_BASE:-https://api.cloudflare.com/client/v4}"

purge() {
  # The token goes in a header read from a file descriptor, never on the command line.
  jq -cn '{files: $ARGS.positional}' --args "$@" |
    curl --fail-with-body --silent --show-error --max-time 30 --retry 2 \
      -H @<(printf 'Authorization: Bearer %s\n' "$(cat "$token_file")") \
      -H 'Content-Type: application/json' \
      --data-binary @- "$api/zones/$zone/purge_cache" >/dev/null
}

batch=()
total=0
while IFS= read -r url; do
  [ -n "$url" ] || continue
  batch+=("$url")
  if [ "${#batch[@]}" -eq 30 ]; then
    purge "${batch[@]}"
    total=$((total + 30))
    batch=()
  fi
done
if [ "${#batch[@]}" -gt 0 ]; then
  purge "${batch[@]}"
  total=$((total + ${#batch[@]}))
fi
echo "purged $total URLs from Cloudflare's cache"
