#!/usr/bin/env bash
# Everything issue 32's measurements need on a machine without Swift, a compiler or a network (the 16-core machine
# the `device` tool lends: Ubuntu 24.04), in one git-ignored folder to carry: device-kit/ (about 55 MB).
#   pcsite-<version>-linux-x86_64.tar.gz   the portable release scripts/release/package.sh makes from this checkout
#   pcsite-symbols.xz                      the same build with its symbol table (not its debug information), for
#                                          eu-stack's samples
#   eu-stack/                              Debian's eu-stack (elfutils) and the libraries it loads, with a wrapper
# Then, there: scripts/bench/device-scale.sh MODE ARGS (it finds the kit). Debian's package registry is the one network
# this needs, once (the .debs are cached in .build-device-kit/).
#
#   scripts/bench/device-kit.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
kit=device-kit cache=.build-device-kit
scripts/release/package.sh
rm -rf "$kit"
mkdir -p "$kit/eu-stack" "$cache"
cp dist/pcsite-*-linux-x86_64.tar.gz "$kit/"
# The device tool carries 64 MiB in all: the debug information would take it over.
strip --strip-debug -o "$kit/pcsite-symbols" .build/release/pcsite
xz -T0 -6 "$kit/pcsite-symbols"

packages=(elfutils libdw1 libelf1 libbz2-1.0 liblzma5 libzstd1 zlib1g)
for package in "${packages[@]}"; do
  ls "$cache/${package}_"*.deb >/dev/null 2>&1 || (cd "$cache" && apt-get download "$package" >/dev/null 2>&1) || {
    echo "device-kit.sh: cannot download the Debian package $package (apt-get download)" >&2
    exit 1
  }
done
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
for deb in "$cache"/*.deb; do dpkg-deb -x "$deb" "$unpacked"; done
mkdir -p "$kit/eu-stack/lib"
cp "$unpacked/usr/bin/eu-stack" "$kit/eu-stack/"
cp -L "$unpacked"/usr/lib/x86_64-linux-gnu/lib{dw,elf,zstd}.so.1 "$unpacked"/lib/x86_64-linux-gnu/lib{bz2.so.1.0,lzma.so.5,z.so.1} \
  "$kit/eu-stack/lib/"
# Its libraries for eu-stack alone: the program it samples keeps its own.
cat >"$kit/eu-stack/run" <<'EOF'
#!/bin/sh
here=$(dirname "$(readlink -f "$0")")
LD_LIBRARY_PATH="$here/lib" exec "$here/eu-stack" "$@"
EOF
chmod +x "$kit/eu-stack/run"
"$kit/eu-stack/run" --version | head -1 >/dev/null
echo "device-kit.sh: $kit ($(du -sh "$kit" | cut -f1)): carry it and the tree needs nothing else there"
