#!/usr/bin/env bash
# Makes the two release artifacts from this checkout, byte-identical when made twice from the same commit:
#   dist/pcsite_<version>-1_amd64.deb          Debian package (policy layout, Depends from dpkg-shlibdeps)
#   dist/pcsite-<version>-linux-x86_64.tar.gz   the binary and the non-glibc libraries it loads ($ORIGIN run path)
# The binary is scripts/release/build.sh's (release, static Swift runtime, the commit compiled in), so neither
# needs Swift on the host. Tools: dpkg-dev, patchelf (scripts/setup.sh installs them). Time stamps come from
# SOURCE_DATE_EPOCH, by default the commit's time.
#
#   scripts/release/package.sh           build and package
#   scripts/release/package.sh --lint    also run lintian on the .deb (errors fail the script, warnings are printed)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
lint=false
[[ "${1:-}" == "--lint" ]] && lint=true

export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}"
export TZ=UTC LC_ALL=C.UTF-8
umask 022

scripts/release/build.sh
scratch=.build
built="$scratch/release/pcsite"
release=$("$built" --version | cut -d' ' -f1)
# The commit build.sh compiled in ("-dirty" when the tree had uncommitted changes): `pcsite --version` says it.
commit=$("$built" --version | sed -n 's/.*(commit \(.*\))$/\1/p')
deb_version="$release-1"

# swift-argument-parser's manual generator, built from the copy of the package this build resolved.
manual_tool="$scratch/generate-manual/release/generate-manual"
if [[ ! -x "$manual_tool" ]]; then
    echo "package.sh: building swift-argument-parser's generate-manual"
    swift build -c release --package-path "$scratch/checkouts/swift-argument-parser" \
        --scratch-path "$scratch/generate-manual" --product generate-manual >"$scratch/package.log" 2>&1 || {
        tail -20 "$scratch/package.log" >&2
        echo "package.sh: building generate-manual failed (the whole log: $scratch/package.log)" >&2
        exit 1
    }
fi

work=dist/work
rm -rf "$work"
mkdir -p "$work" dist
binary="$work/pcsite"
# What dh_strip does: symbols and the .comment/.note sections go, the GNU build id (BinaryIdentity) stays.
strip --remove-section=.comment --remove-section=.note --strip-unneeded -o "$binary" "$built"
"$binary" --version >/dev/null

# Everything both artifacts ship beside the binary: the man page, completions, units, config, copyright.
share="$work/share"
mkdir -p "$share/man" "$share/completions" "$share/init"
"$manual_tool" "$root/$binary" --date "$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)" -o "$share/man" >/dev/null
# groff (and lintian) want a paragraph macro where the generator leaves an empty line.
sed -i 's/^$/.Pp/' "$share/man/pcsite.1"
gzip -9n "$share/man/pcsite.1"
for shell in bash zsh fish; do "$binary" --generate-completion-script "$shell" >"$share/completions/$shell"; done
# A completion file is sourced, not run: no #! line (Debian policy, lintian's bash-completion-with-hashbang).
sed -i '1{/^#!/d}' "$share/completions/bash"
(cd "$share/init" && "$root/$binary" init site --quiet >/dev/null)
cp "$share/init/site/pcsite.yml" "$share/pcsite.yml"

# Files and folders get fixed modes and the epoch's time: the archives depend on nothing but the commit.
normalize() {
    find "$1" -type d -exec chmod 0755 {} +
    find "$1" -type f -exec chmod 0644 {} +
    shift
    for executable in "$@"; do chmod 0755 "$executable"; done
}
stamp() { find "$1" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +; }
# The binary and what both artifacts ship under <prefix>/share: man page, completions, copyright.
install_tool() {
    install -D -m 0755 "$binary" "$1/bin/pcsite"
    install -D -m 0644 "$share/man/pcsite.1.gz" "$1/share/man/man1/pcsite.1.gz"
    install -D -m 0644 "$share/completions/bash" "$1/share/bash-completion/completions/pcsite"
    install -D -m 0644 "$share/completions/zsh" "$1/share/zsh/vendor-completions/_pcsite"
    install -D -m 0644 "$share/completions/fish" "$1/share/fish/vendor_completions.d/pcsite.fish"
    install -D -m 0644 packaging/deb/copyright "$1/share/doc/pcsite/copyright"
}

# --- the Debian package ---
deb="$work/deb"
install_tool "$deb/usr"
# bookworm's debhelper puts units in /lib/systemd/system (the /usr merge moves them in trixie).
install -D -m 0644 -t "$deb/lib/systemd/system" docs/systemd/pcsite.service docs/systemd/pcsite.timer
install -D -m 0644 packaging/deb/lintian-overrides "$deb/usr/share/lintian/overrides/pcsite"
install -D -m 0644 "$share/pcsite.yml" "$deb/etc/pcsite/pcsite.yml"
# The service's working folder and the pcsite user's home: dpkg removes it on remove when empty, postrm on purge.
install -d -m 0755 "$deb/var/lib/pcsite"
changelog_date=$(date -u -R -d "@$SOURCE_DATE_EPOCH")
cat >"$deb/usr/share/doc/pcsite/changelog.Debian" <<CHANGELOG
pcsite ($deb_version) unstable; urgency=medium

  * pcsite $release, made by scripts/release/package.sh from commit
    $commit.

 -- pcsite maintainers <maintainers@pcsite.example.org>  $changelog_date
CHANGELOG
gzip -9n "$deb/usr/share/doc/pcsite/changelog.Debian"
mkdir -p "$deb/DEBIAN"
for script in postinst prerm postrm; do install -m 0755 "packaging/deb/$script" "$deb/DEBIAN/$script"; done
echo /etc/pcsite/pcsite.yml >"$deb/DEBIAN/conffiles"
# Depends: what dpkg-shlibdeps finds the binary needs (it reads debian/control from its working folder), plus
# adduser for the postinst, as Debian's daemon packages have it.
mkdir -p "$work/shlibdeps/debian"
printf 'Source: pcsite\n\nPackage: pcsite\nArchitecture: amd64\n' >"$work/shlibdeps/debian/control"
shlibs=$(cd "$work/shlibdeps" && dpkg-shlibdeps -O "$root/$deb/usr/bin/pcsite" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[[ -n "$shlibs" ]] || { echo "package.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
(cd "$deb" && find . -type f ! -path './DEBIAN/*' -printf '%P\n' | sort | xargs md5sum) >"$deb/DEBIAN/md5sums"
installed_size=$(du -k -s --apparent-size --exclude=DEBIAN "$deb" | cut -f1)
sed -e "s/@VERSION@/$deb_version/" -e "s/@INSTALLED_SIZE@/$installed_size/" -e "s/@DEPENDS@/adduser, $shlibs/" \
    packaging/deb/control.in >"$deb/DEBIAN/control"
normalize "$deb" "$deb/usr/bin/pcsite" "$deb/DEBIAN/postinst" "$deb/DEBIAN/prerm" "$deb/DEBIAN/postrm"
stamp "$deb"
deb_file="dist/pcsite_${deb_version}_amd64.deb"
# One compressor thread: xz splits its output by thread count, which would tie the bytes to the machine.
dpkg-deb --root-owner-group -Zxz --threads-max=1 --build "$deb" "$deb_file" >/dev/null

# --- the portable tarball ---
name="pcsite-$release-linux-x86_64"
tree="$work/$name"
install_tool "$tree"
mkdir -p "$tree/lib"
# Every library the binary loads that glibc does not provide, copied beside it and found through $ORIGIN.
glibc=$(dpkg -L libc6 | sed -n 's#.*/\([^/]*\.so[.0-9]*\)$#\1#p' | sort -u)
ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' | while read -r soname path; do
    grep -qxF "$soname" <<<"$glibc" && continue
    install -m 0644 "$(readlink -f "$path")" "$tree/lib/$soname"
    patchelf --set-rpath '$ORIGIN' "$tree/lib/$soname"
done
patchelf --force-rpath --set-rpath '$ORIGIN/../lib' "$tree/bin/pcsite"
install -D -m 0644 -t "$tree/share/doc/pcsite/systemd" docs/systemd/pcsite.service docs/systemd/pcsite.timer
normalize "$tree" "$tree/bin/pcsite"
stamp "$tree"
tarball="dist/$name.tar.gz"
tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner --format=gnu \
    -C "$work" -cf - "$name" | gzip -9n >"$tarball"

rm -rf "$work"
for artifact in "$deb_file" "$tarball"; do
    echo "package.sh: $artifact $(stat -c %s "$artifact") bytes sha256 $(sha256sum "$artifact" | cut -d' ' -f1)"
done
if $lint; then
    # lintian exits non-zero on errors; its warnings and notes are printed for the record.
    lintian --display-info --tag-display-limit 0 "$deb_file"
    echo "package.sh: lintian found no errors"
fi
