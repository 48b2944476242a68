#!/usr/bin/env bash
# The release artifacts on a host that has never seen Swift (CONTRACT §10): scripts/release/package.sh twice (the same
# bytes both times, lintian without errors), then a minimal Debian 12 root (debootstrap --variant=minbase) in
# which the tarball builds the starter site before any library is installed, and the .deb installs with
# its dependencies from the archive, builds from disk and from an API on 127.0.0.1, has its man page, bash
# completion and units, and goes on remove and purge as policy says. One line per step; any failure exits 1.
# Runs as root (chroot, mount). The root and the packages apt downloads are cached in $PCSITE_CHECK_CACHE
# (default /var/cache/pcsite-check), outside the clone, so a second run downloads next to nothing.
set -euo pipefail
cd "$(dirname "$0")/../.."
repository=$PWD
cache=${PCSITE_CHECK_CACHE:-/var/cache/pcsite-check}
started=$(date +%s)

step() { echo "check-package: ok   $1 ($(($(date +%s) - started)) s)"; }
fail() { echo "check-package: FAIL $1" >&2; exit 1; }
for tool in debootstrap chroot lintian patchelf dpkg-shlibdeps nginx python3; do
    command -v "$tool" >/dev/null || fail "$tool is missing: run scripts/setup.sh"
done
[[ $(id -u) -eq 0 ]] || fail "needs root (debootstrap, chroot, mount)"

work=$(mktemp -d "${TMPDIR:-/tmp}/pcsite-check.XXXXXX")
chmod 755 "$work"   # nginx's workers (user nobody) read the API tree in it
root="$work/root"
mounted=()
cleanup() {
    [[ -f "$work/nginx.pid" ]] && kill "$(cat "$work/nginx.pid")" 2>/dev/null
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" || true; done
    # Never through a mount still there (the root's /dev is the host's).
    for target in "${mounted[@]}"; do
        mountpoint -q "$target" && { echo "check-package: $target is still mounted; left $work" >&2; return; }
    done
    rm -rf --one-file-system "$work"
}
trap cleanup EXIT

# --- the artifacts: made twice, the same bytes ---
scripts/release/package.sh --lint >"$work/package-1.log" 2>&1 || { cat "$work/package-1.log" >&2; fail "scripts/release/package.sh --lint"; }
grep -E '^[EWIN]: ' "$work/package-1.log" | sed 's/^/check-package: lintian /' || true
first=$(grep '^package.sh: dist/' "$work/package-1.log")
step "package.sh and lintian (no errors)"
scripts/release/package.sh >"$work/package-2.log" 2>&1 || { cat "$work/package-2.log" >&2; fail "scripts/release/package.sh, second run"; }
second=$(grep '^package.sh: dist/' "$work/package-2.log")
[[ "$first" == "$second" ]] || fail "the artifacts differ between two runs:"$'\n'"$first"$'\n'"$second"
echo "$first" | sed 's/^package.sh: /check-package: /'
step "made twice, byte-identical"
deb=$(ls dist/pcsite_*_amd64.deb)
tarball=$(ls dist/pcsite-*-linux-x86_64.tar.gz)
commit=$(git rev-parse HEAD)

# --- the Debian 12 root, from the cache or debootstrap (through this machine's own Debian mirror) ---
mirror=$(grep -rhoE 'https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources \
             /etc/apt/sources.list.d/*.list 2>/dev/null | head -1 | tr -d ' ' || true)
mirror=${mirror:-http://deb.debian.org/debian}
mkdir -p "$cache/archives"
if [[ ! -f "$cache/bookworm-minbase.tar" ]]; then
    debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 \
        || { tail -20 "$work/debootstrap.log" >&2; fail "debootstrap bookworm from $mirror"; }
    chroot "$root" apt-get clean
    tar -C "$root" -cf "$cache/bookworm-minbase.tar.tmp" . && mv "$cache/bookworm-minbase.tar.tmp" "$cache/bookworm-minbase.tar"
    step "debootstrap --variant=minbase bookworm ($mirror), cached in $cache"
else
    mkdir "$root" && tar -C "$root" -xf "$cache/bookworm-minbase.tar"
    step "Debian 12 minbase root from $cache"
fi
for target in proc dev; do
    case $target in
        proc) mount -t proc proc "$root/proc" ;;
        dev) mount --bind /dev "$root/dev" ;;
    esac
    mounted+=("$root/$target")
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
# apt's downloads live in the cache between runs.
mount --bind "$cache/archives" "$root/var/cache/apt/archives"
mounted+=("$root/var/cache/apt/archives")
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LC_ALL=C.UTF-8 "$@"; }
# What the root holds, apart from the package managers' own books, caches, logs and scratch.
snapshot() {
    in_root find / -xdev \( -path /proc -o -path /dev -o -path /tmp -o -path /run -o -path /var/cache \
        -o -path /var/lib/apt -o -path /var/lib/dpkg -o -path /var/log -o -path /root/check \) -prune -o -print | sort
}

# --- the tarball, before any of the .deb's dependencies is installed ---
needs=$(dpkg-deb -f "$deb" Depends)
for library in libcmark-gfm0.29.0.gfm.6 libqrencode4; do
    ! in_root dpkg -s "$library" >/dev/null 2>&1 || fail "$library is already in the root: the tarball check would prove nothing"
done
mkdir -p "$root/opt" "$root/root/check"
tar -C "$root/opt" -xzf "$tarball"
portable="/opt/$(basename "$tarball" .tar.gz)/bin/pcsite"
[[ "$(in_root "$portable" --version)" == *"(commit $commit"* ]] || fail "the tarball's pcsite --version does not name commit $commit"
in_root sh -c "cd /root/check && $portable init tarball-site --quiet && cd tarball-site && $portable build --quiet" \
    || fail "the tarball's pcsite: init and build of the starter site in a root without its libraries"
[[ -f "$root/root/check/tarball-site/public/index.html" ]] || fail "the tarball's build wrote no public/index.html"
rm -rf "$root/opt/$(basename "$tarball" .tar.gz)" "$root/root/check/tarball-site"
step "tarball: pcsite init + build in a bare root (Depends there: $needs)"

# --- the .deb, with its dependencies from the archive ---
in_root apt-get update -qq >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt-get update in the root"; }
# What an operator's host has and minbase lacks, to read the man page, complete and verify the units with;
# installed first, so that what is left after the purge can only be the package's.
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends man-db bash-completion systemd \
    >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt-get install man-db bash-completion systemd"; }
# The .deb's own Depends too: their maintainer scripts write files no package owns (fontconfig's conf.d links,
# /usr/local/share/fonts), which would otherwise read as the package's leftovers.
in_root env DEBIAN_FRONTEND=noninteractive apt-get satisfy -y -qq --no-install-recommends "$needs" \
    >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt-get satisfy '$needs'"; }
before=$(snapshot)
packages_before=$(in_root dpkg-query -W -f '${Package}\n' | sort)
cp "$deb" "$root/root/check/"
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "/root/check/$(basename "$deb")" \
    >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt-get install ./$(basename "$deb")"; }
[[ "$(in_root pcsite --version)" == *"(commit $commit"* ]] || fail "the installed pcsite --version does not name commit $commit"
step "apt-get satisfy on its Depends, then apt-get install ./$(basename "$deb")"
in_root sh -c 'cd /root/check && pcsite init site --quiet && cd site && pcsite build --quiet' \
    || fail "pcsite init site && cd site && pcsite build"
[[ -f "$root/root/check/site/public/index.html" ]] || fail "the starter site's build wrote no public/index.html"
step "pcsite init site && cd site && pcsite build"

# An API on 127.0.0.1 (the chroot shares the network): a small generated corpus served by nginx as the backend would.
python3 scripts/bench/gen_corpus.py --contests 20 --rows 30 --out "$work/corpus" >/dev/null 2>&1 || fail "scripts/bench/gen_corpus.py"
python3 scripts/bench/api_tree.py "$work/corpus/content" "$work/api" >/dev/null || fail "scripts/bench/api_tree.py"
. scripts/bench/api-nginx.sh
start_api_nginx "$work" || fail "nginx serving the API on 127.0.0.1"
in_root sh -c "cd /root/check/site && pcsite build --api http://127.0.0.1:$port --out api-public --quiet" \
    || fail "pcsite build --api http://127.0.0.1:$port"
contests=$(find "$work/corpus/content/contests" -mindepth 1 -maxdepth 1 -type d | wc -l)
pages=$(find "$root/root/check/site/api-public/contests" -mindepth 2 -maxdepth 2 -name index.html | wc -l)
((pages == contests)) || fail "pcsite build --api published $pages contest pages for $contests contests"
kill "$(cat "$work/nginx.pid")" && rm -f "$work/nginx.pid"
step "pcsite build --api http://127.0.0.1:$port ($contests contests)"

in_root env MANWIDTH=80 man pcsite >"$work/man.txt" 2>&1 || fail "man pcsite"
grep -q -- '--version' "$work/man.txt" && grep -q 'pcsite build --deploy' "$work/man.txt" \
    || fail "man pcsite does not show the commands and options: $(head -5 "$work/man.txt")"
step "man pcsite renders ($(wc -l <"$work/man.txt") lines)"
completion=$(in_root bash -c 'source /usr/share/bash-completion/completions/pcsite && complete -p pcsite') \
    || fail "bash completion: source it, then complete -p pcsite"
[[ "$completion" == "complete "*"-F _pcsite pcsite" ]] || fail "bash completion answers: $completion"
for file in /usr/share/zsh/vendor-completions/_pcsite /usr/share/fish/vendor_completions.d/pcsite.fish; do
    [[ -s "$root$file" ]] || fail "$file is missing or empty"
done
step "bash completion: $completion (zsh and fish files there)"
in_root env SYSTEMD_LOG_LEVEL=warning systemd-analyze verify --man=no \
    /lib/systemd/system/pcsite.service /lib/systemd/system/pcsite.timer >"$work/verify.log" 2>&1 \
    || { cat "$work/verify.log" >&2; fail "systemd-analyze verify on the installed units"; }
[[ ! -s "$work/verify.log" ]] || { cat "$work/verify.log" >&2; fail "systemd-analyze verify reported problems"; }
in_root getent passwd pcsite >/dev/null || fail "the package made no pcsite user"
[[ ! -e "$root/etc/systemd/system/timers.target.wants/pcsite.timer" ]] || fail "the package enabled pcsite.timer"
step "systemd-analyze verify pcsite.service pcsite.timer; user pcsite; timer not enabled"

# Remove keeps the conffile; purge leaves nothing of pcsite (its system user stays, as Debian's packages do).
# What appeared since the snapshot and belongs to no package installed since (the dependencies) is pcsite's.
rm -rf "$root/root/check"
left_over() {
    local added owned
    added=$(comm -13 <(echo "$packages_before") <(in_root dpkg-query -W -f '${Package}\n' | sort) | grep -vx pcsite || true)
    # dpkg names some files by their pre-/usr-merge path; find sees them under /usr.
    owned=$(for package in $added; do in_root dpkg -L "$package"; done | sed -E 's#^/(bin|sbin|lib|lib64)/#/usr/\1/#' | sort -u)
    comm -13 <(echo "$before") <(snapshot) | comm -23 - <(echo "$owned") | tr '\n' ' '
}
in_root dpkg --remove pcsite >"$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log" >&2; fail "dpkg --remove pcsite"; }
left=$(left_over)
# deb-systemd-helper keeps the timer's state until the purge, as for every package dh_installsystemd serves.
[[ "$left" == "/etc/pcsite /etc/pcsite/pcsite.yml /var/lib/systemd/deb-systemd-helper-enabled/pcsite.timer.dsh-also " ]] \
    || fail "dpkg --remove pcsite left: $left (the conffile and the timer's state should stay)"
step "dpkg --remove pcsite leaves $left"
in_root dpkg --purge pcsite >"$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log" >&2; fail "dpkg --purge pcsite"; }
left=$(left_over)
[[ -z "$left" ]] || fail "dpkg --purge pcsite left: $left"
step "dpkg --purge pcsite leaves nothing"
echo "check-package: all checks passed in $(($(date +%s) - started)) s"
