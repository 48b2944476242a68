import Domain

/// When a held contest whose versions did not change is asked about anyway (CONTRACT §1.3, bounded trust).
/// Each contest has a fixed slot within the `revalidate_after` window, from a stable hash of its id; it is due
/// in the first run after its slot comes round. So every contest is asked at least once per window, and a run
/// asks about the contests whose slots passed since the previous one: about N × interval / window, the same
/// share every run, instead of all of them in the run that happens to be an hour after the first.
/// Documents confirmed less than `minimumAge` ago (a sixtieth of the window: a minute for an hour) are not asked
/// about again: right after a first run, a slot that comes round a few seconds after the fetch waits until
/// then, so runs in quick succession cost the list alone. The bound holds: at most `window` between checks.
struct RevalidationSchedule: Sendable {
    /// The window, in whole seconds (at least 1).
    let window: Int64
    let now: Int64

    init(window: Duration, now: Int64) {
        self.window = max(1, window.components.seconds)
        self.now = now
    }

    var minimumAge: Int64 { window / 60 }

    func slot(_ id: String) -> Int64 {
        var digest = ContentDigest()
        digest.combine(id)
        return Int64(digest.value % UInt64(window))
    }

    /// Asked about longer than a window ago (or the clock went back): the slot's promise is already broken, and after
    /// an outage every contest is overdue at once, so how many are asked per run is bounded (`overdueLimit`).
    func isOverdue(validatedAt: Int64) -> Bool {
        now < validatedAt || now - validatedAt >= window
    }

    /// How many overdue contests one run asks about, out of `listed`.
    static func overdueLimit(listed: Int, configured: Int?) -> Int {
        max(1, configured ?? max(100, listed / 12))
    }

    /// Of the overdue contests (id, last asked), the ones this run asks about: the longest unasked first, then by id.
    static func overdueToAsk(_ overdue: [(id: String, validatedAt: Int64)], limit: Int) -> Set<String> {
        guard overdue.count > limit else { return Set(overdue.map(\.id)) }
        let order = overdue.sorted { ($0.validatedAt, $0.id) < ($1.validatedAt, $1.id) }
        return Set(order.prefix(limit).map(\.id))
    }

    /// True when the contest's slot came round since it was last asked about and not too recently (or it is overdue).
    func isDue(_ id: String, validatedAt: Int64) -> Bool {
        if isOverdue(validatedAt: validatedAt) { return true }
        if now - validatedAt < minimumAge { return false }
        let slot = slot(id)
        return floorDivide(now - slot, window) != floorDivide(validatedAt - slot, window)
    }

    private func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}
