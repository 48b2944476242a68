import Synchronization

/// A value produced once by one task and awaited by any number of others (a contest's fetch, awaited by the
/// build's signature check and then its load).
final class Completion<Value: Sendable>: Sendable {
    private let state = Mutex<(value: Value?, waiting: [CheckedContinuation<Value, Never>])>((nil, []))

    init() {}

    init(_ value: Value) {
        state.withLock { $0.value = value }
    }

    func resolve(_ value: Value) {
        let waiting = state.withLock { state -> [CheckedContinuation<Value, Never>] in
            guard state.value == nil else { return [] }
            state.value = value
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume(returning: value) }
    }

    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Value? in
                    if let value = state.value { return value }
                    state.waiting.append(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
}
