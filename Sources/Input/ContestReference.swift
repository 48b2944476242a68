import Domain
#if canImport(Glibc)
import Glibc
#endif

/// A contest as listed by a source, before its documents are read.
/// A listing holds one for every contest until the build ends: its location is made when asked for, from the
/// key and what comes before it (one `Prefix` shared by the whole listing), not kept as a path or URL of its own
/// (about 140 bytes a contest).
public struct ContestReference: Sendable, Equatable, Hashable {
    /// The folder name (disk) or the listed contest_id (API).
    public var key: String
    /// The location, or what comes before the key in it.
    private var before: Prefix
    private var endsWithKey: Bool
    /// Where the listing read the key, when its prefix holds the signatures taken as it was read; else -1.
    private var slot: Int32 = -1

    public init(key: String, location: String) {
        (self.key, before, endsWithKey) = (key, Prefix(location), false)
    }

    /// At `prefix` followed by the key; pass one `prefix` to every reference of a listing, so they share it.
    public init(key: String, after prefix: Prefix) {
        (self.key, before, endsWithKey) = (key, prefix, true)
    }

    /// The same, read at position `slot` of a listing whose prefix holds the signatures taken as it was read.
    init(key: String, after prefix: Prefix, slot: Int) {
        (self.key, before, endsWithKey) = (key, prefix, true)
        self.slot = Int32(clamping: slot)
    }

    /// Human-readable location for messages: a folder path or a URL.
    public var location: String { endsWithKey ? before.text + key : before.text }

    /// The listed folder, held open, when the reference is a folder in it: its documents are then found from the
    /// folder by their key, so that taking their metadata walks two names instead of the whole path.
    var listedFolder: Int32? {
        endsWithKey && before.descriptor >= 0 ? before.descriptor : nil
    }

    /// The documents' signature (`DiskSource.signature`) as taken while the listing was read; nil when none was.
    var listedSignature: UInt64? {
        guard slot >= 0, Int(slot) < before.signatures.count, before.signatures[Int(slot)] != 0 else { return nil }
        return before.signatures[Int(slot)]
    }

    /// Adds the key and where it is listed to `digest` without making the location: equal references of one
    /// source (which makes every reference of a listing the same way) add equal bytes.
    public func combine(into digest: inout ContentDigest) {
        digest.combine(key)
        digest.combine(before.text)
        digest.combine(endsWithKey ? "/key" : "")
    }

    public static func == (left: ContestReference, right: ContestReference) -> Bool {
        left.key == right.key && left.location == right.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(location)
    }

    /// What comes before the keys of a listing: a URL, or a folder's path with the folder held open (closed when
    /// the last reference of the listing goes).
    public final class Prefix: Sendable {
        let text: String
        let descriptor: Int32
        /// By the position each key was read at; 0 where none was taken.
        let signatures: [UInt64]

        public init(_ text: String) {
            (self.text, descriptor, signatures) = (text, -1, [])
        }

        /// `descriptor` (opened by the caller) becomes the prefix's to close.
        init(folder text: String, descriptor: Int32, signatures: [UInt64]) {
            (self.text, self.descriptor, self.signatures) = (text, descriptor, signatures)
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
        }
    }
}
