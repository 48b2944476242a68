/// One named step of a build or a deploy and the seconds it took (`PhaseClock`), for `--verbose`, the reports
/// and the metrics.
public struct TimedStep: Sendable, Equatable {
    public var name: String
    public var seconds: Double
}
