import Domain

/// `build.json` (CONTRACT §3), written once the new output is in place: the site is already published, so
/// a failure here is a problem to report (exit 1), not a reason to say nothing was published.
enum BuildStamp {
    static func write(forOutput output: String, report: inout BuildReport) {
        do {
            _ = try SiteFileList.writeStamp(forOutput: output)
        } catch {
            report.problems.append(error)
        }
    }
}
