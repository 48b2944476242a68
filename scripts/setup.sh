#!/usr/bin/env bash
# Installs everything pcsite's build and tests need on a Debian machine that already has Swift 6.3.
# Safe to run again: packages already present are left as they are. Runs as root, or through sudo otherwise.
#
#   scripts/setup.sh            install the packages below
#   scripts/setup.sh --list     print them and change nothing
set -euo pipefail

# Build: cmark-gfm (Markdown), libqrencode (QR codes on join pages), Pango + Cairo (share cards; HarfBuzz, FriBidi,
# fontconfig and zlib come with them), the Noto fonts the cards are drawn in (CJK for Chinese, Japanese, Korean) and ICU
# (the plural rules of counted phrases, CONTRACT §11).
build_packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev libqrencode-dev libpango1.0-dev libcairo2-dev
                fonts-noto-core fonts-noto-cjk libicu-dev)
# Tests: zbar + rsvg decode a rendered QR code; rsync + OpenSSH (ssh targets), nginx (the host serving
# releases/current), rclone (object stores) for the deploy tests; node_exporter for the monitoring tests;
# util-linux (flock), mount (mount, umount) and procps (pgrep) for the tests that watch processes and file systems;
# nodejs runs the find-an-entrant box's folding (assets/entrants.js) beside Swift's; tesseract reads a contest's name
# back off its share card (English, French and Russian data: Latin with accents, and Cyrillic); hunspell and its
# dictionaries for the spelling test of the word tables (Sources/Domain/WordTables/).
test_packages=(zbar-tools librsvg2-bin rsync openssh-server openssh-client nginx rclone prometheus-node-exporter
               python3 python3-pip util-linux mount procps nodejs
               tesseract-ocr tesseract-ocr-eng tesseract-ocr-fra tesseract-ocr-rus
               hunspell hunspell-en-us hunspell-fr hunspell-de-de hunspell-es hunspell-pl hunspell-pt-br hunspell-ar)
# The docs check (scripts/ci/check-docs.sh) runs docs/RUNNING.md's checks of the systemd units and the CDN purge script.
docs_packages=(systemd jq curl)
# The release artifacts and their check (scripts/release/package.sh, scripts/ci/check-package.sh): dpkg-shlibdeps, strip,
# patchelf for the tarball's $ORIGIN run path, lintian, and debootstrap for the Debian 12 root they are tried in.
package_packages=(dpkg-dev binutils patchelf lintian debootstrap)
# Tests, from PyPI: an S3-compatible server for rclone (moto_server) and the Prometheus client.
pypi_packages=('moto[server]' prometheus_client)

if [[ "${1:-}" == "--list" ]]; then
    echo "Debian: ${build_packages[*]} ${test_packages[*]} ${docs_packages[*]} ${package_packages[*]}"
    echo "PyPI:   ${pypi_packages[*]}"
    exit 0
fi

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
    if [[ $(id -u) -eq 0 ]]; then
        "$@"
    elif command -v sudo >/dev/null; then
        sudo "$@"
    else
        echo "setup.sh: '$*' needs root: run this script as root, or install sudo" >&2
        exit 1
    fi
}

missing=()
for package in "${build_packages[@]}" "${test_packages[@]}" "${docs_packages[@]}" "${package_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "setup.sh: installing Debian packages: ${missing[*]}"
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
else
    echo "setup.sh: Debian packages already installed"
fi
missing=()
command -v moto_server >/dev/null || missing+=('moto[server]')
python3 -c 'import prometheus_client' 2>/dev/null || missing+=(prometheus_client)
if ((${#missing[@]})); then
    echo "setup.sh: installing PyPI packages: ${missing[*]}"
    # Debian marks its Python as externally managed; these are test tools, installed for the whole machine.
    pip_options=(--quiet)
    python3 -m pip install --help | grep -- --break-system-packages >/dev/null && pip_options+=(--break-system-packages)
    as_root python3 -m pip install "${pip_options[@]}" "${missing[@]}"
else
    echo "setup.sh: PyPI packages already installed"
fi
echo "setup.sh: done"
