import Foundation
import Publishing

/// The values of one run's metrics file (CONTRACT §8), rendered in the Prometheus text exposition format
/// for node_exporter's textfile collector.
public struct RunMetrics: Sendable, Equatable {
    public static let phases = ["load", "plan", "render", "write", "swap", "deploy"]
    public static let contestResults = ["built", "unchanged", "kept", "failed", "removed"]
    public static let apiResults = ["fetched", "not_modified", "skipped", "failed"]

    /// `build`, `deploy` or `build --deploy`.
    public var command: String
    /// The output folder as given; a label value, so it is escaped.
    public var output: String
    public var finishedAt: Date
    /// This run's finish when it exited 0, else the previous file's value (nil: never succeeded).
    public var lastSuccess: Double?
    public var exitStatus: Int32
    public var phaseSeconds: [String: Double] = [:]
    public var contests: [String: Int] = [:]
    public var apiRequests: [String: Int] = [:]
    public var deployFilesSent = 0
    public var deployBytesSent = 0
    /// Now minus the newest published `generated_at`; nil (NaN in the file) when no standings are published.
    public var standingsAge: Double?

    public init(command: String, output: String, finishedAt: Date, exitStatus: Int32) {
        self.command = command
        self.output = output
        self.finishedAt = finishedAt
        self.exitStatus = exitStatus
    }

    public var text: String {
        var lines: [String] = []
        func metric(_ name: String, _ type: String, _ help: String, _ samples: [(labels: String, value: Double?)]) {
            lines.append("# HELP \(name) \(help)")
            lines.append("# TYPE \(name) \(type)")
            for sample in samples { lines.append("\(name)\(sample.labels) \(Self.number(sample.value))") }
        }
        func labelled(_ label: String, _ values: [String], _ source: [String: Double]) -> [(labels: String, value: Double?)] {
            values.map { ("{\(label)=\"\(Self.escaped($0))\"}", source[$0] ?? 0) }
        }
        let ints = { (counts: [String: Int]) in counts.mapValues(Double.init) }
        metric("pcsite_run_info", "gauge", "The last run's command and output folder (always 1).",
               [("{command=\"\(Self.escaped(command))\",output=\"\(Self.escaped(output))\"}", 1)])
        metric("pcsite_build_info", "gauge", "The pcsite that wrote this file, as `pcsite --version` prints it (always 1).",
               [("{version=\"\(Self.escaped(PCSiteVersion.current))\"}", 1)])
        metric("pcsite_last_run_timestamp_seconds", "gauge", "When the last run finished, successful or not.",
               [("", finishedAt.timeIntervalSince1970)])
        metric("pcsite_last_success_timestamp_seconds", "gauge",
               "When a run last finished with exit status 0 (0: never since this file was started).", [("", lastSuccess ?? 0)])
        metric("pcsite_run_exit_status", "gauge",
               "Exit status of the last run: 0 ok, 1 some contests kept or stale, 2 nothing published, 3 locked, 143 SIGTERM.",
               [("", Double(exitStatus))])
        metric("pcsite_run_duration_seconds", "gauge", "Seconds the last run spent in each phase.",
               labelled("phase", Self.phases, phaseSeconds))
        metric("pcsite_contests", "gauge", "Contests of the last build by what happened to them.",
               labelled("result", Self.contestResults, ints(contests)))
        metric("pcsite_api_requests", "gauge", "Contests the last build asked the API for, by answer.",
               labelled("result", Self.apiResults, ints(apiRequests)))
        metric("pcsite_deploy_files_sent", "gauge", "Files the last deploy sent to the host.", [("", Double(deployFilesSent))])
        metric("pcsite_deploy_bytes_sent", "gauge", "Bytes the last deploy sent to the host.", [("", Double(deployBytesSent))])
        metric("pcsite_standings_age_seconds", "gauge",
               "Seconds since the newest published leaderboard generated_at (NaN: none published).", [("", standingsAge)])
        return lines.joined(separator: "\n") + "\n"
    }

    /// Label values escape backslash, double quote and line feed (the exposition format's three).
    static func escaped(_ value: String) -> String {
        var result = ""
        for character in value.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "NaN" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.3f", value)
    }
}
