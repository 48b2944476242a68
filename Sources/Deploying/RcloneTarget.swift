import Domain
import Foundation
import OutputTree
import Pages

/// `rclone:REMOTE:bucket/prefix`: an object store has no whole-site switch, so files go in phases that never
/// let a page link to one not there yet — contest pages and assets, then the list pages, feed and sitemap,
/// then `build.json` — and deletions come last, only after every upload succeeded.
struct RcloneTarget: DeployTarget {
    let remote: String
    let targetName: String
    let headers: DeployConfig
    /// Temporary `--files-from` lists live beside the output, never inside it.
    let scratch: String

    func publish(_ plan: DeployPlan, from output: String) throws(Problem) -> TransferResult {
        // Lists are uploaded after the pages they link to; rclone sets one header per call: one call per phase,
        // Cache-Control value and content type, in a stable order, each with the rows it sends.
        var groups: [Group: [Int]] = [:]
        for row in plan.uploadRows {
            let path = plan.built.path(at: row)
            groups[Group(phase: OutputPath.isListing(path) ? 1 : 0, cacheControl: headers.cacheControl(for: path) ?? "",
                         contentType: Self.contentType(path)), default: []].append(row)
        }
        let stamp = SiteFileList.stampName
        groups[Group(phase: 2, cacheControl: headers.cacheControl(for: stamp) ?? "", contentType: Self.contentType(stamp))] = []
        for (group, rows) in groups.sorted(by: { $0.key < $1.key }) {
            var options = ["copy", "\(output)/", remote, "--no-traverse", "--no-check-dest"]
            if !group.cacheControl.isEmpty { options += ["--header-upload", "Cache-Control: \(group.cacheControl)"] }
            if !group.contentType.isEmpty { options += ["--header-upload", "Content-Type: \(group.contentType)"] }
            try run(options, doing: "upload failed, deletions skipped") { add in
                if group.phase == 2 { return add(stamp) }
                for row in rows { add(plan.built.path(at: row)) }
            }
        }
        if !plan.deletions.isEmpty {
            try run(["delete", remote], doing: "uploaded, but deleting old files failed") { add in plan.deletions.forEach(add) }
        }
        return TransferResult(bytesSent: plan.bytes, release: plan.buildID, switchMilliseconds: nil)
    }

    /// The files of one rclone call: contest pages and assets (phase 0), then lists (1), then `build.json` (2).
    private struct Group: Hashable, Comparable {
        let phase: Int
        let cacheControl: String
        let contentType: String

        static func < (left: Group, right: Group) -> Bool {
            (left.phase, left.cacheControl, left.contentType) < (right.phase, right.cacheControl, right.contentType)
        }
    }

    /// Types rclone's extension table does not know (or gets wrong for a browser), and the apps' association files,
    /// which Apple and Google read only as JSON (S3 would guess `binary/octet-stream` for Apple's, which has no extension).
    static func contentType(_ path: String) -> String {
        if AppLinkFiles.paths.contains(path) { return "application/json" }
        if path.hasSuffix(".md") { return "text/markdown; charset=utf-8" }
        if path.hasSuffix(".xml") { return "application/xml; charset=utf-8" }
        return ""
    }

    func rollback() throws(Problem) -> RollbackResult {
        throw Problem(source: targetName, message: "an object store keeps no releases to roll back to; deploy the previous build instead")
    }

    func differences(from output: String) throws(Problem) -> [String] {
        let result = try ChildProcess(arguments: ["rclone", "check", "\(output)/", remote, "--one-way", "--combined", "-"]
                                      + Self.bounds, environment: Self.environment).run()
        let changed = result.output.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("=") }
        if result.status != 0, changed.isEmpty {
            throw Problem(source: targetName, message: "comparing with the remote failed: \(FailureText.cause(result.errors, status: result.status))")
        }
        return changed.map { String($0.dropFirst(2)) }
    }

    /// Bounded retries: a refusing store is not hammered.
    static let bounds = ["--retries", "2", "--low-level-retries", "3", "--contimeout", "10s", "--timeout", "60s"]

    /// Debian's rclone 1.60 cannot use an AWS_CA_BUNDLE meant for other tools; it is cleared for the child only.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["AWS_CA_BUNDLE"] = nil
        return environment
    }

    private func run(_ options: [String], doing what: String, list: (_ add: (String) -> Void) -> Void) throws(Problem) {
        let file = "\(scratch).rclone-files-\(getpid())"
        try PathListFile.write(to: file, separator: UInt8(ascii: "\n"), action: "cannot write the upload list", list)
        defer { unlink(file) }
        let result = try ChildProcess(arguments: ["rclone"] + options + ["--files-from-raw", file] + Self.bounds,
                                      environment: Self.environment).run()
        guard result.status == 0 else {
            throw Problem(source: targetName, message: "\(what): \(FailureText.cause(result.errors, status: result.status))")
        }
    }
}
