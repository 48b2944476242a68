import Domain

/// A contest as listed by a source, before its documents are read.
/// A listing holds one for every contest until the build ends: its location is made when asked for, from the
/// key and what comes before it (one string shared by the whole listing), not kept as a path or URL of its own
/// (about 140 bytes a contest).
public struct ContestReference: Sendable, Equatable, Hashable {
    /// The folder name (disk) or the listed contest_id (API).
    public var key: String
    /// The location, or what comes before the key in it.
    private var before: String
    private var endsWithKey: Bool

    public init(key: String, location: String) {
        (self.key, before, endsWithKey) = (key, location, false)
    }

    /// At `prefix` followed by the key; pass one `prefix` to every reference of a listing, so they share it.
    public init(key: String, after prefix: String) {
        (self.key, before, endsWithKey) = (key, prefix, true)
    }

    /// Human-readable location for messages: a folder path or a URL.
    public var location: String { endsWithKey ? before + key : before }

    /// Adds the key and where it is listed to `digest` without making the location: equal references of one
    /// source (which makes every reference of a listing the same way) add equal bytes.
    public func combine(into digest: inout ContentDigest) {
        digest.combine(key)
        digest.combine(before)
        digest.combine(endsWithKey ? "/key" : "")
    }

    public static func == (left: ContestReference, right: ContestReference) -> Bool {
        left.key == right.key && left.location == right.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(location)
    }
}
