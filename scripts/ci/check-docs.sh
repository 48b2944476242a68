#!/usr/bin/env bash
# The docs check: runs every ```sh block of README.md and docs/*.md, in order, in a fresh copy of the
# repository (tracked files only), with the pcsite built from this checkout first on PATH. Each block runs in
# its own `bash -euo pipefail` from the copy's root; the first that exits non-zero fails the check, named by
# file and line. A block whose first line is `# check-docs: skip — <reason>` is listed with its reason, not run.
set -euo pipefail
cd "$(dirname "$0")/../.."
repository=$PWD
[[ -x .build/debug/pcsite ]] || swift build --product pcsite
scratch=$(mktemp -d "${TMPDIR:-/tmp}/pcsite-docs.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/bin"
ln -s "$repository/.build/debug/pcsite" "$scratch/bin/pcsite"

# Splits the documents into one file per ```sh block: NNN.sh, with NNN.where ("file:line") and, for a skipped
# block, NNN.skip (the reason).
python3 - "$scratch/blocks" README.md docs/*.md <<'PYTHON'
import os, re, sys
out, documents = sys.argv[1], sys.argv[2:]
os.makedirs(out)
count = 0
for document in documents:
    lines = open(document, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        fence = re.match(r"^(\s*)(`{3,})sh\s*$", lines[index])
        if not fence:
            index += 1
            continue
        start, body = index + 1, []
        index += 1
        while index < len(lines) and lines[index].strip() != fence.group(2):
            body.append(lines[index][len(fence.group(1)):])
            index += 1
        if index == len(lines):
            sys.exit(f"{document}:{start}: ```sh block is never closed")
        index += 1
        count += 1
        name = os.path.join(out, f"{count:03}")
        open(name + ".where", "w").write(f"{document}:{start}")
        skip = re.match(r"^#\s*check-docs:\s*skip\s*[—-]+\s*(.+)$", body[0]) if body else None
        if skip:
            open(name + ".skip", "w").write(skip.group(1))
        open(name + ".sh", "w").write("\n".join(body) + "\n")
PYTHON

copy="$scratch/copy"
mkdir "$copy"
git ls-files -z | xargs -0 cp --parents -t "$copy"
ran=0 skipped=0
for block in "$scratch"/blocks/*.sh; do
    where=$(cat "${block%.sh}.where")
    if [[ -f "${block%.sh}.skip" ]]; then
        echo "skipped $where: $(cat "${block%.sh}.skip")"
        skipped=$((skipped + 1))
        continue
    fi
    echo "running $where"
    if ! (cd "$copy" && PATH="$scratch/bin:$PATH" bash -euo pipefail "$block"); then
        echo "error: $where: this \`\`\`sh block failed (the docs check runs every \`\`\`sh block; see docs/CONTRIBUTING.md)" >&2
        exit 1
    fi
    ran=$((ran + 1))
done
echo "docs check: $ran blocks ran, $skipped skipped"
