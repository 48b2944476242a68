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
        let files = plan.uploads.filter { $0 != SiteFileList.stampName }
        // Lists are uploaded after the pages they link to.
        let phases = [files.filter { !OutputPath.isListing($0) }, files.filter(OutputPath.isListing), [SiteFileList.stampName]]
        for phase in phases where !phase.isEmpty {
            // rclone sets one header per call: one call per Cache-Control value, in a stable order.
            let groups = Dictionary(grouping: phase) { headers.cacheControl(for: $0) ?? "" }
            for (cacheControl, paths) in groups.sorted(by: { $0.key < $1.key }) {
                for (contentType, typed) in Dictionary(grouping: paths, by: Self.contentType).sorted(by: { $0.key < $1.key }) {
                    var options = ["copy", "\(output)/", remote, "--no-traverse", "--no-check-dest"]
                    if !cacheControl.isEmpty { options += ["--header-upload", "Cache-Control: \(cacheControl)"] }
                    if !contentType.isEmpty { options += ["--header-upload", "Content-Type: \(contentType)"] }
                    try run(options, list: typed, doing: "upload failed, deletions skipped")
                }
            }
        }
        if !plan.deletions.isEmpty {
            try run(["delete", remote], list: plan.deletions, doing: "uploaded, but deleting old files failed")
        }
        return TransferResult(bytesSent: plan.bytes, release: plan.buildID, switchMilliseconds: nil)
    }

    /// Types rclone's extension table does not know (or gets wrong for a browser).
    static func contentType(_ path: String) -> String {
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

    private func run(_ options: [String], list: [String], doing what: String) throws(Problem) {
        let file = "\(scratch).rclone-files-\(getpid())"
        do {
            try Data((list.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            throw Problem(source: file, message: "cannot write the upload list: \(error.localizedDescription)")
        }
        defer { unlink(file) }
        let result = try ChildProcess(arguments: ["rclone"] + options + ["--files-from-raw", file] + Self.bounds,
                                      environment: Self.environment).run()
        guard result.status == 0 else {
            throw Problem(source: targetName, message: "\(what): \(FailureText.cause(result.errors, status: result.status))")
        }
    }
}
