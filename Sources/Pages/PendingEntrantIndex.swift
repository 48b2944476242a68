/// A contest's entrant index, built when it is asked for: the renderer asks from one of the contest's lanes, so
/// a big contest's names are sorted while its standings pages render on the other cores.
public struct PendingEntrantIndex: Sendable {
    let make: @Sendable () -> EntrantIndex

    public func build() -> EntrantIndex { make() }
}
