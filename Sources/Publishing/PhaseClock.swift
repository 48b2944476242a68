/// Times the named steps of a build (and of a deploy) for `--verbose` and the report.
public struct PhaseClock: Sendable {
    private let start = ContinuousClock.now
    private var last = ContinuousClock.now

    public init() {}

    /// The step that ends now: its name and the time since the previous one ended (or the clock started).
    public mutating func lap(_ name: String) -> TimedStep {
        let now = ContinuousClock.now
        defer { last = now }
        return .init(name: name, seconds: Self.seconds(now - last))
    }

    mutating func end(_ name: String, in report: inout BuildReport) {
        report.phases.append(lap(name))
    }

    public var total: Double { Self.seconds(ContinuousClock.now - start) }

    public static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
