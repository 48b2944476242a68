import Domain
import Foundation
import OutputTree

/// `ssh://` and `file://`: `root/releases/<build id>/` beside `root/current`, a symlink switched by one rename.
/// A release starts as hard links of the live one (so unchanged files cost nothing), receives only the
/// changed files, and is renamed into place only when complete; the live release is never written to.
struct ReleaseTarget: DeployTarget {
    let shell: HostShell
    let root: String
    let keepReleases: Int
    /// Temporary `--files-from` lists live beside the output, never inside it.
    let scratch: String

    private var quotedRoot: String { HostShell.quote(root) }

    func publish(_ plan: DeployPlan, from output: String) throws(Problem) -> TransferResult {
        try shell.sharingOneConnection { shell throws(Problem) in
            try ReleaseTarget(shell: shell, root: root, keepReleases: keepReleases, scratch: scratch).publishOverOneConnection(plan, from: output)
        }
    }

    private func publishOverOneConnection(_ plan: DeployPlan, from output: String) throws(Problem) -> TransferResult {
        let id = plan.buildID
        let partial = "releases/.partial-\(id)"
        let base = plan.deployedBuildID ?? ""
        // Incremental only when the record's release is the live one; otherwise a full upload linked to what is live.
        let prepared = try shell.run("""
            set -e; mkdir -p \(quotedRoot)/releases; cd \(quotedRoot)
            live=$(readlink current 2>/dev/null || true); rm -rf releases/.partial-*
            if [ -n '\(base)' ] && [ "$live" = 'releases/\(base)' ] && [ -d 'releases/\(base)' ]; then
              flock -n releases/.next.lock mv -T 'releases/.next-\(base)' \(partial) 2>/dev/null || cp -al 'releases/\(base)' \(partial)
              echo incremental
            else mkdir \(partial); echo "full ${live#releases/}"; fi
            """, doing: "preparing the release")
        let words = prepared.split(whereSeparator: \.isWhitespace)
        var sent = 0
        let incremental = words.first == "incremental"
        if incremental {
            if !plan.deletions.isEmpty {
                _ = try shell.run("cd \(quotedRoot)/\(partial) && xargs -0 -r rm -f -- && find . -mindepth 1 -depth -type d -empty -delete",
                                  input: Data(plan.deletions.joined(separator: "\0").utf8), doing: "removing deleted files")
            }
            let list = "\(scratch).rsync-files-\(getpid())"
            try PathListFile.write(to: list, separator: 0, action: "cannot write the upload list") { add in plan.forEachUpload(add) }
            defer { unlink(list) }
            sent = try rsync(["--files-from=\(list)", "--from0", "-I"], from: output, to: partial)
        } else {
            // By content, not size and mtime: a rebuilt file of the same size in the same second must not be linked.
            let link = words.count > 1 ? ["--link-dest=../\(words[1])", "--checksum"] : []
            sent = try rsync(link, from: output, to: partial)
        }
        let switched = try shell.run("""
            set -e; cd \(quotedRoot)
            \(incremental ? stampCheck(partial, id) : countCheck(partial, plan.built.releaseFileCount))
            if [ "$(readlink current 2>/dev/null)" = 'releases/\(id)' ]; then rm -rf \(partial); else rm -rf 'releases/\(id)'; mv \(partial) 'releases/\(id)'; fi
            touch 'releases/\(id)'; start=$(date +%s%N)
            ln -sfn 'releases/\(id)' .current.tmp && mv -T .current.tmp current
            echo $(( $(date +%s%N) - start ))
            \(nextReleaseScript(id))
            \(pruneScript)
            """, doing: "switching to the new release")
        let nanoseconds = switched.split(whereSeparator: \.isNewline).first.flatMap { Double($0) }
        return TransferResult(bytesSent: sent, release: id, switchMilliseconds: nanoseconds.map { $0 / 1e6 })
    }

    /// A full upload is counted file by file before it goes live.
    private func countCheck(_ partial: String, _ expected: Int) -> String {
        """
        n=$(find \(partial) -type f | wc -l)
        [ "$n" -eq \(expected) ] || { echo "the new release holds $n files, not \(expected)" >&2; exit 65; }
        """
    }

    /// An incremental release is the live one's links plus what rsync sent (each step under `set -e`); its
    /// `build.json` must name the new build. Counting 27,000 files again would cost a walk of the host's tree.
    private func stampCheck(_ partial: String, _ id: String) -> String {
        """
        grep -qF '\(SiteFileList.stampField(buildID: id))' \(partial)/build.json || { echo "the new release's build.json does not name build \(id)" >&2; exit 65; }
        """
    }

    /// The next release's hard links, made in the background as soon as `id` is live: copying 17,000 folders of
    /// links is most of a small deploy's time on the host, and the next deploy then starts from a rename. Under
    /// `releases/.next.lock` (flock, held for the whole copy, tried without waiting by the next deploy, which
    /// copies for itself when it is busy), made as `.tmp` and renamed only when complete and `id` is still live;
    /// stale copies of earlier releases are removed first. A host without flock simply copies on every deploy.
    /// The job's own files are /dev/null and nothing else is backgrounded with it: sshd ends the session (and the
    /// deploy goes on) only once no process holds the session's output.
    private func nextReleaseScript(_ id: String) -> String {
        """
        if command -v flock >/dev/null; then nohup flock -w 600 releases/.next.lock sh -c 'cd releases
          [ "$(readlink ../current)" = releases/\(id) ] || exit 0
          for old in .next-*; do [ "$old" = .next-\(id) ] || rm -rf "$old"; done
          [ -d .next-\(id) ] || { cp -al \(id) .next-\(id).tmp && [ "$(readlink ../current)" = releases/\(id) ] &&
            mv -T .next-\(id).tmp .next-\(id); } || rm -rf .next-\(id).tmp' >/dev/null 2>&1 </dev/null & fi
        """
    }

    /// Old releases go only after the switch, newest kept, never the live one; a failure here costs disk, not the
    /// site. They are renamed aside at once and removed in the background: deleting 27,000 files is most of a
    /// small deploy's time, and nothing waits for it.
    private var pruneScript: String {
        """
        cd releases && live=$(readlink ../current); ls -1t | tail -n +\(keepReleases + 1) | while read -r old; do
          [ "releases/$old" = "$live" ] || mv "$old" ".old-$old"; done || true
        nohup rm -rf .old-* >/dev/null 2>&1 </dev/null &
        """
    }

    func rollback() throws(Problem) -> RollbackResult {
        let output = try shell.run("""
            set -e; cd \(quotedRoot); live=$(readlink current) || { echo "nothing is live there" >&2; exit 65; }
            previous=$(ls -1t releases | awk -v live="${live#releases/}" 'found { print; exit } $0 == live { found = 1 }')
            [ -n "$previous" ] || { echo "no release older than the live one is kept" >&2; exit 65; }
            ln -sfn "releases/$previous" .current.tmp && mv -T .current.tmp current; echo "$previous ${live#releases/}"
            """, doing: "rolling back")
        let names = output.split(whereSeparator: \.isWhitespace).map(String.init)
        guard names.count == 2 else {
            throw Problem(source: shell.targetName, message: "rolling back: the host answered \"\(output.prefix(100))\", not two release names")
        }
        return RollbackResult(release: names[0], replaced: names[1])
    }

    func differences(from output: String) throws(Problem) -> [String] {
        let arguments = ["rsync", "-rcn", "--delete", "-s", "--out-format=%n"] + shell.rsyncShell
            + ["\(output)/", shell.rsyncPath("\(root)/current/")]
        let result = try ChildProcess(arguments: arguments, timeout: 3600).run()
        guard result.status == 0 else {
            throw Problem(source: shell.targetName, message: "comparing with the live release failed: \(FailureText.cause(result.errors, status: result.status))")
        }
        return result.output.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasSuffix("/") }
    }

    private func rsync(_ options: [String], from output: String, to partial: String) throws(Problem) -> Int {
        let arguments = ["rsync", "-rt", "-s", "--chmod=D755,F644", "--stats"] + options + shell.rsyncShell
            + ["\(output)/", shell.rsyncPath("\(root)/\(partial)/")]
        let result = try ChildProcess(arguments: arguments, timeout: 3600).run()
        guard result.status == 0 else {
            throw Problem(source: shell.targetName, message: "upload failed, the live release is untouched: \(FailureText.cause(result.errors, status: result.status))")
        }
        guard let line = result.output.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("Total bytes sent:") }) else { return 0 }
        return Int(line.filter(\.isNumber)) ?? 0
    }
}
