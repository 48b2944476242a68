/// Times the named steps of a build for `--verbose` and the report.
struct PhaseClock {
    private let start = ContinuousClock.now
    private var last = ContinuousClock.now

    mutating func end(_ name: String, in report: inout BuildReport) {
        let now = ContinuousClock.now
        report.phases.append(.init(name: name, seconds: Self.seconds(now - last)))
        last = now
    }

    var total: Double { Self.seconds(ContinuousClock.now - start) }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
