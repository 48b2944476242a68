import Domain
import Foundation
import OutputTree
#if canImport(Glibc)
import Glibc
#endif

/// The report step. The report must describe the site that is published whatever fails: the report of a
/// successful build is saved before the swap (no room for it, nothing is swapped) and renamed into place after
/// it, so even a disk that fills between the two leaves a report that matches the site.
extension SiteBuild {
    static func savePendingReport(_ report: inout BuildReport, _ request: BuildRequest, clock: PhaseClock) throws(Problem) {
        guard let path = request.reportPath else { return }
        var saved = report
        saved.seconds = clock.total
        try ReportFile.write(saved, to: ReportFile.waitingJoinPagePath(path), injected: request.faults?.code(.report, "pending"),
                             on: request.parallel)
    }

    /// After the swap: a fresh report (with the swap's time and anything that went wrong after it), or when there
    /// is no room for one, the report saved before the swap. Failing both, no report rather than a stale one.
    static func publishReport(_ report: inout BuildReport, _ request: BuildRequest) {
        guard let path = request.reportPath else { return }
        let pending = ReportFile.waitingJoinPagePath(path)
        do {
            try ReportFile.write(report, to: path, injected: request.faults?.code(.report, "final"), on: request.parallel)
            unlink(pending)
        } catch {
            let code = AtomicFile.move(pending, to: path, injected: request.faults?.code(.report, "promote"))
            if code != 0 {
                unlink(path)
                unlink(pending)
                report.reportFailure = .system(path, code: code, action: "cannot write the build report")
            }
        }
    }

    /// A build that published nothing says so; when even that cannot be written, the report on disk still
    /// describes the site that stays published, the previous one.
    static func saveFailureReport(_ report: inout BuildReport, _ request: BuildRequest) {
        guard let path = request.reportPath else { return }
        unlink(ReportFile.waitingJoinPagePath(path))
        do {
            try ReportFile.write(report, to: path, injected: request.faults?.code(.report, "final"), on: request.parallel)
        } catch {
            report.reportFailure = error
        }
    }
}

extension BuildReport {
    /// Nothing was published: no contest was built, kept or removed, whatever the steps before the failure did.
    mutating func clearPublication() {
        (built, unchanged, kept, failed, removed, contests) = ([], [], [], [], [], [])
        (filesWritten, filesUnchanged, foldersCarried, publishedNothing) = (0, 0, 0, false)
    }
}
