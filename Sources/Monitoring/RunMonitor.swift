import Deploying
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
    /// `build` / `deploy`: what this run's build and deploy reported, nil for a step that did not run.
    public func finish(exitStatus: Int32, build: BuildReport?, deploy: DeployReport?, now: Date = Date()) async -> RunEnd {
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
            if let build { record(build, into: &values) }
            if let deploy { record(deploy, into: &values) }
            do { try metrics.write(values) } catch { end.errors.append(error.description) }
        }
        if let ping {
            if let note = await startPing?.value { end.notes.append(note) }
            if let note = await ping.send(end.exitStatus == 0 ? "" : "/\(end.exitStatus)") { end.notes.append(note) }
        }
        return end
    }

    private func record(_ build: BuildReport, into values: inout RunMetrics) {
        for phase in build.phases where RunMetrics.phases.contains(phase.name) {
            values.phaseSeconds[phase.name, default: 0] += phase.seconds
        }
        for record in build.contests { values.contests[record.status.rawValue, default: 0] += 1 }
        guard let api = build.source else { return }
        values.apiRequests = ["fetched": api.fetched, "not_modified": api.notModified, "skipped": api.skipped,
                              "failed": api.failed]
    }

    private func record(_ deploy: DeployReport, into values: inout RunMetrics) {
        values.deployFilesSent = deploy.filesSent
        values.deployBytesSent = deploy.bytesSent
        values.phaseSeconds["deploy"] = deploy.seconds
    }
}
