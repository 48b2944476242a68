import Domain

/// What a build did and why: the audit trail behind the one-line summary and the exit status.
public struct BuildReport: Sendable {
    /// Set when nothing was published (bad config, unreachable source, broken templates): exit 2.
    public var fatal: BuildProblem?
    /// Invalid documents and other per-contest problems: exit 1, the rest published.
    public var problems: [BuildProblem] = []
    /// Non-fatal notes (cells of the wrong JSON type…).
    public var warnings: [String] = []
    public var built: [String] = []
    /// Invalid contests whose last good pages were kept.
    public var kept: [String] = []
    public var failed: [String] = []
    /// Contests no longer in the source, removed on purpose.
    public var removed: [String] = []
    public var filesWritten = 0
    public var filesUnchanged = 0
    public var seconds = 0.0

    public init() {}

    public var exitStatus: Int32 {
        if fatal != nil { return 2 }
        return problems.isEmpty ? 0 : 1
    }

    public var summaryLine: String {
        if let fatal { return "nothing published: \(fatal)" }
        return "contests: \(built.count) built, \(failed.count) failed (\(kept.count) kept as last good), "
            + "\(removed.count) removed; files: \(filesWritten) written, \(filesUnchanged) unchanged; "
            + "\(String(format: "%.2f", seconds)) s"
    }
}

import Foundation
