#!/bin/sh
# Deploy benchmark (issue #13): the 10,000-contest corpus on /dev/shm, deployed to a local sshd over loopback
# and to moto's S3 server through rclone; first deploy, no-op deploy, one changed contest, and side by side
# `rsync -a --delete` and `rclone sync` on the same change. Prints one line per measurement.
# Usage: nice scripts/bench/deploy-bench.sh [CONTESTS]   (needs sshd, rsync, nginx-free; rclone and moto_server for S3)
set -eu
CONTESTS=${1:-10000}
REPO=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d /dev/shm/pcsite-deploy-bench.XXXXXX)
cleanup() { [ -f "$WORK/sshd.pid" ] && kill "$(cat "$WORK/sshd.pid")" 2>/dev/null; [ -n "${MOTO:-}" ] && kill "$MOTO" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
trap "exit 143" TERM INT
# PCSITE=/path/to/pcsite uses that binary instead of building the release one here.
if [ -z "${PCSITE:-}" ]; then
  "$REPO/scripts/release/build.sh"
  PCSITE="$REPO/.build/release/pcsite"
fi
python3 "$REPO/scripts/bench/gen_corpus.py" --contests "$CONTESTS" --rows 100 --out "$WORK/site" --jobs 2 >/dev/null
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# sshd on loopback with keys made for this run.
PORT=$(free_port); mkdir -p /run/sshd
for k in host client; do ssh-keygen -q -t ed25519 -N '' -f "$WORK/$k"; done
cp "$WORK/client.pub" "$WORK/authorized_keys"
echo "[127.0.0.1]:$PORT $(cat "$WORK/host.pub")" > "$WORK/known_hosts"
cat > "$WORK/sshd_config" <<CONF
Port $PORT
ListenAddress 127.0.0.1
HostKey $WORK/host
PidFile $WORK/sshd.pid
AuthorizedKeysFile $WORK/authorized_keys
PermitRootLogin prohibit-password
PasswordAuthentication no
UsePAM no
StrictModes no
CONF
/usr/sbin/sshd -f "$WORK/sshd_config"
SSH="ssh -F /dev/null -i $WORK/client -o IdentitiesOnly=yes -o UserKnownHostsFile=$WORK/known_hosts -o StrictHostKeyChecking=yes -p $PORT"
cd "$WORK/site"
cat >> pcsite.yml <<CONF
deploy:
  ssh_command: "ssh -F /dev/null -i $WORK/client -o IdentitiesOnly=yes -o UserKnownHostsFile=$WORK/known_hosts -o StrictHostKeyChecking=yes"
  max_deletes: 100000
CONF
TARGET="ssh://root@127.0.0.1:$PORT$WORK/host-site"
"$PCSITE" build --quiet
report() { python3 -c "import json,sys; d=json.load(open(sys.argv[1]))['deploy']; print(f\"{sys.argv[2]}: {d['seconds']:.2f} s, {d['files_sent']} files, {d['bytes_sent']} bytes sent, switch {d.get('switch_ms','-')}\")" .pcsite/public.deploy-report.json "$1" 2>/dev/null || true; }
timed() { start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N); python3 -c "print(f'{$end-$start:.2f}')"; }

echo "ssh first deploy: $(timed "$PCSITE" deploy --to "$TARGET") s"; report "  report"
echo "ssh no-op deploy: $(timed "$PCSITE" deploy --to "$TARGET") s"; report "  report"
# Between cron runs the host prepares the next release's hard links in the background (docs/ARCHITECTURE.md, "How a deploy works");
# wait for it as the next run would find it, and say how long it took.
prepared() {
  start=$(date +%s.%N); live=$(readlink "$WORK/host-site/current"); n=0
  while [ ! -d "$WORK/host-site/releases/.next-${live#releases/}" ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
  end=$(date +%s.%N); echo "  host: next release prepared $(python3 -c "print(f'{$end-$start:.2f}')") s after the deploy returned"
}
prepared
CONTEST=$(ls content/contests | head -1)
sed -i 's/"contest_name": "/"contest_name": "Changed /' "content/contests/$CONTEST/contest.json"
"$PCSITE" build --quiet
echo "changed contest files: $(du -sb "public/contests/$CONTEST" | cut -f1) bytes"
echo "ssh one changed contest: $(timed "$PCSITE" deploy --to "$TARGET") s"; report "  report"
prepared

# The same change the way a user would otherwise send it: rsync -a --delete into a plain copy.
rsync -a "$WORK/host-site/current/" "$WORK/plain/" 2>/dev/null || true
sed -i 's/"contest_name": "Changed /"contest_name": "Again /' "content/contests/$CONTEST/contest.json"; "$PCSITE" build --quiet
start=$(date +%s.%N)
SENT=$(rsync -a --delete --stats -e "$SSH" public/ "root@127.0.0.1:$WORK/plain/" | awk -F': ' '/Total bytes sent/ {print $2}')
end=$(date +%s.%N)
echo "rsync -a --delete same change: $(python3 -c "print(f'{$end-$start:.2f}')") s, $SENT bytes sent"
echo "ssh one changed contest (pcsite, same change): $(timed "$PCSITE" deploy --to "$TARGET") s"; report "  report"
prepared  # and nothing of the host's is still being written when the folder is removed

if command -v moto_server >/dev/null && command -v rclone >/dev/null; then
  MPORT=$(free_port); moto_server -H 127.0.0.1 -p "$MPORT" >/dev/null 2>&1 & MOTO=$!
  sleep 3
  export RCLONE_CONFIG="$WORK/rclone.conf"; unset AWS_CA_BUNDLE
  printf '[s3]\ntype = s3\nprovider = Other\naccess_key_id = x\nsecret_access_key = x\nendpoint = http://127.0.0.1:%s\nforce_path_style = true\n' "$MPORT" > "$RCLONE_CONFIG"
  rclone mkdir s3:bench
  echo "rclone first deploy: $(timed "$PCSITE" deploy --to rclone:s3:bench/site) s"
  echo "rclone no-op deploy: $(timed "$PCSITE" deploy --to rclone:s3:bench/site) s"
  sed -i 's/"contest_name": "Again /"contest_name": "Third /' "content/contests/$CONTEST/contest.json"; "$PCSITE" build --quiet
  echo "rclone one changed contest: $(timed "$PCSITE" deploy --to rclone:s3:bench/site) s"; report "  report"
  # The same kind of change the way an rclone user would send it: `rclone sync` into the bucket pcsite keeps up to
  # date (identical files, mtimes as rclone stored them), so no second 27,700-object upload is needed first.
  sed -i 's/"contest_name": "Third /"contest_name": "Fourth /' "content/contests/$CONTEST/contest.json"; "$PCSITE" build --quiet
  echo "rclone sync same kind of change: $(timed rclone sync public s3:bench/site) s"
  # rclone's cheaper comparison for S3 (MD5 from the listing instead of a HEAD per object for its mtime).
  sed -i 's/"contest_name": "Fourth /"contest_name": "Fifth /' "content/contests/$CONTEST/contest.json"; "$PCSITE" build --quiet
  echo "rclone sync --checksum same kind of change: $(timed rclone sync --checksum public s3:bench/site) s"
fi
