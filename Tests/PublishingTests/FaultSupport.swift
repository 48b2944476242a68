import Domain
import Foundation
import Input
import OutputTree
@testable import Publishing
import TestSupport

/// Helpers of the fault tests: the project's own corpus generator, a small tmpfs, and checks that a
/// published tree is whole and that the report on disk tells the truth about it.
extension TestSite {
    /// A build as `pcsite build` runs it (report written beside the output), into any folder.
    func build(into output: String, full: Bool = false, faults: WriteFaults? = nil,
               binary: String? = nil) async throws -> BuildReport {
        try await build(out: output, full: full) { request in
            request.reportPath = ReportFile.defaultPath(forOutput: output)
            request.faults = faults
            if let binary { request.binaryIdentity = binary }
        }
    }
}

/// Contest ids the report says are published (built, unchanged or kept).
func publishedIDs(in report: [String: Any]) -> Set<String> {
    let records = report["contests"] as? [[String: Any]] ?? []
    return Set(records.filter { ["built", "unchanged", "kept"].contains($0["status"] as? String ?? "") }
        .compactMap { $0["id"] as? String })
}

/// Contest ids whose folder the tree holds.
func contestFolders(in tree: [String: Data]) -> Set<String> {
    Set(tree.keys.compactMap { path -> String? in
        let parts = path.split(separator: "/")
        return parts.count >= 3 && parts[0] == "contests" ? String(parts[1]) : nil
    })
}
