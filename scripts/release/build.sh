#!/usr/bin/env bash
# Builds the release binary, .build/release/pcsite, as it ships: `swift build -c release --static-swift-stdlib`
# (no Swift needed on the host), the checkout's commit compiled in (`pcsite --version`), and no absolute path of
# the checkout in it (the prefix maps), so that two checkouts of one commit build the same bytes. README's first
# command, scripts/release/package.sh and the benchmarks all build it here, with the same flags, so none rebuilds
# what another built: `swift build -c release` with other flags recompiles everything in .build/release.
#
#   scripts/release/build.sh                 pcsite
#   scripts/release/build.sh --product NAME  another product of the package (CardBench), same flags
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
product=pcsite
[[ "${1:-}" == "--product" ]] && product=$2

commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
# A build from a tree with uncommitted changes says so: it is not the commit it names.
[[ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]] || commit="$commit-dirty"
# The commit is one object given to the linker (CPlatform's build_commit.c reads it), so a new commit relinks
# rather than recompiles; named after the commit because SwiftPM relinks when the link command changes, not when
# a file it does not know does.
mkdir -p .build
commit_object=".build/commit-$commit.o"
[[ -f "$commit_object" ]] || {
    rm -f .build/commit-*.o
    printf 'const char pcsite_commit_text[] = "%s";\n' "$commit" | clang -O2 -fPIC -x c -c - -o "$commit_object"
}
log=.build/release-build.log
echo "build.sh: building $product (release, static Swift runtime, commit $commit)" >&2
swift build -c release --static-swift-stdlib --product "$product" \
    -Xcc "-ffile-prefix-map=$root=." -Xswiftc -file-prefix-map -Xswiftc "$root=." \
    -Xlinker "$root/$commit_object" >"$log" 2>&1 || {
    tail -20 "$log" >&2
    echo "build.sh: swift build failed (the whole log: $log)" >&2
    exit 1
}
echo "build.sh: .build/release/$product" >&2
