import Domain

/// A formatted instant: `text` for people, `machine` for `<time datetime>`.
public struct TimeText: Sendable, Equatable {
    public let text: String
    public let machine: String

    public init(text: String, machine: String) {
        self.text = text
        self.machine = machine
    }
}
