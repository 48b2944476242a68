/// Keeps at most `limit` requests in flight; callers past the limit wait in arrival order.
actor RequestLimiter {
    private let limit: Int
    private var inFlight = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    func acquire() async {
        if inFlight < limit {
            inFlight += 1
            return
        }
        // The slot is handed over by `release`, so `inFlight` stays counted for the waiter.
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            inFlight -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Runs `body` holding one slot.
    nonisolated func withSlot<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
        await acquire()
        do {
            let value = try await body()
            await release()
            return value
        } catch {
            await release()
            throw error
        }
    }
}
