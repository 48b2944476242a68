import Domain
import Foundation
import Publishing

/// What a run leaves for the person on call (CONTRACT §8): the metrics file, the health pings and the
/// `stale_after` check. The CLI starts one when a run starts and finishes it with the exit status;
/// it prints nothing itself (see `RunEnd`).
public final class RunMonitor: Sendable {
    let command: String
    let output: String
    let config: SiteConfig
    let metrics: MetricsFile?
    let ping: HealthPing?
    let startedAt: Date
    private let startPing: Task<String?, Never>?

    /// Sends the start ping in the background and prepares the metrics a stop signal's forced exit writes.
    /// `metricsPath` (`--metrics`) overrides `metrics_file:`.
    public init(command: String, output: String, config: SiteConfig, metricsPath: String?, now: Date = Date()) {
        self.command = command
        self.output = output
        self.config = config
        metrics = (metricsPath ?? config.monitoring.metricsFile).map(MetricsFile.init)
        let ping = config.monitoring.pingURL.map { HealthPing(url: $0) }
        self.ping = ping
        startedAt = now
        startPing = ping.map { ping in Task { await ping.send("/start") } }
        if let metrics {
            let previous = metrics.previousSuccess()
            let killed = { (status: Int32) in
                var values = RunMetrics(command: command, output: output, finishedAt: now, exitStatus: status)
                values.lastSuccess = previous
                return values
            }
            metrics.armForSignals(killed(130), killed(143))
        }
    }

    /// Applies `stale_after`, writes the metrics file, then sends the end ping.
    /// `buildReportPath` / `deployReportPath`: the JSON reports this run wrote, read for the API and deploy counts.
    public func finish(exitStatus: Int32, build: BuildReport?, buildReportPath: String?, deployReportPath: String?,
                       now: Date = Date()) async -> RunEnd {
        var end = RunEnd(exitStatus: exitStatus)
        let newest = metrics != nil || config.monitoring.staleAfter != nil ? StandingsAge.newest(forOutput: output) : nil
        if command != "deploy", let limit = config.monitoring.staleAfter, let newest,
           let line = StandingsAge.staleLine(newest: newest, now: now, limit: limit, timeZone: config.timeZone, output: output) {
            end.errors.append(line)
            if end.exitStatus == 0 { end.exitStatus = 1 }
        }
        if let metrics {
            var values = RunMetrics(command: command, output: output, finishedAt: now, exitStatus: end.exitStatus)
            values.lastSuccess = end.exitStatus == 0 ? now.timeIntervalSince1970 : metrics.previousSuccess()
            values.standingsAge = newest.map { max(0, now.timeIntervalSince1970 - $0) }
            if let build { record(build, buildReportPath, into: &values) }
            if let deployReportPath { recordDeploy(deployReportPath, into: &values) }
            do { try metrics.write(values) } catch { end.errors.append(error.description) }
        }
        if let ping {
            if let note = await startPing?.value { end.notes.append(note) }
            if let note = await ping.send(end.exitStatus == 0 ? "" : "/\(end.exitStatus)") { end.notes.append(note) }
        }
        return end
    }

    private func record(_ build: BuildReport, _ reportPath: String?, into values: inout RunMetrics) {
        for phase in build.phases where RunMetrics.phases.contains(phase.name) {
            values.phaseSeconds[phase.name, default: 0] += phase.seconds
        }
        for record in build.contests { values.contests[record.status.rawValue, default: 0] += 1 }
        // The API's counts are read from the report the build wrote, whichever members it has.
        guard let api = freshJSON(reportPath)?["report"].flatMap({ ($0 as? [String: Any])?["api"] }) as? [String: Any]
        else { return }
        let keys = ["fetched": "contests_fetched", "not_modified": "contests_not_modified",
                    "skipped": "contests_not_asked", "failed": "contests_failed"]
        for (result, key) in keys { values.apiRequests[result] = api[key] as? Int ?? 0 }
    }

    private func recordDeploy(_ reportPath: String, into values: inout RunMetrics) {
        guard let deploy = freshJSON(reportPath)?["deploy"] as? [String: Any] else { return }
        values.deployFilesSent = deploy["files_sent"] as? Int ?? 0
        values.deployBytesSent = deploy["bytes_sent"] as? Int ?? 0
        values.phaseSeconds["deploy"] = deploy["seconds"] as? Double ?? (deploy["seconds"] as? Int).map(Double.init) ?? 0
    }

    /// A JSON report written during this run; nil for a missing, unreadable or older file.
    private func freshJSON(_ path: String?) -> [String: Any]? {
        guard let path, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = attributes[.modificationDate] as? Date, modified.timeIntervalSince(startedAt) > -1,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
