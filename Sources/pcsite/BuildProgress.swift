/// The counter line of a build in progress: "contests 120/400 · 85.3/s".
struct BuildProgress: Sendable {
    let started: ContinuousClock.Instant

    init(started: ContinuousClock.Instant = .now) {
        self.started = started
    }

    func line(done: Int, total: Int, now: ContinuousClock.Instant = .now) -> String {
        let elapsed = now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let tenths = (rate * 10).rounded() / 10
        return "contests \(done)/\(total) · \(tenths)/s"
    }
}
