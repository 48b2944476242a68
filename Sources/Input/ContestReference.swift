import Domain

/// A contest as listed by a source, before its documents are read.
public struct ContestReference: Sendable, Equatable, Hashable {
    /// The folder name (disk) or the listed contest_id (API).
    public var key: String
    /// Human-readable location for messages: a folder path or a URL.
    public var location: String

    public init(key: String, location: String) {
        self.key = key
        self.location = location
    }
}
