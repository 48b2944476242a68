/// How much a command tells the terminal: `--quiet` (errors only), normal, `--verbose` (also per-contest lines).
public enum Verbosity: Int, Sendable, Comparable {
    case quiet, normal, verbose

    public static func < (lhs: Verbosity, rhs: Verbosity) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The terminal decisions, kept apart from the printing so they can be tested: a progress counter and
/// colour only when a person is watching (stderr is a TTY); plain lines for cron and pipes.
public struct TerminalPolicy: Sendable, Equatable {
    public let showsProgress: Bool
    public let usesColour: Bool
    public let verbosity: Verbosity

    /// `environment` honours the `NO_COLOR` convention and `TERM=dumb`.
    public init(stderrIsTTY: Bool, verbosity: Verbosity, environment: [String: String] = [:]) {
        self.verbosity = verbosity
        let dumb = environment["TERM"] == "dumb"
        showsProgress = stderrIsTTY && !dumb && verbosity != .quiet
        usesColour = stderrIsTTY && !dumb && environment["NO_COLOR"] == nil
    }
}

/// The counter line of a build in progress: "contests 120/400 · 85.3/s".
public struct BuildProgress: Sendable {
    public let started: ContinuousClock.Instant

    public init(started: ContinuousClock.Instant = .now) {
        self.started = started
    }

    public func line(done: Int, total: Int, now: ContinuousClock.Instant = .now) -> String {
        let elapsed = now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let tenths = (rate * 10).rounded() / 10
        return "contests \(done)/\(total) · \(tenths)/s"
    }
}
