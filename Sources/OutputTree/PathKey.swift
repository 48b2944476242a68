import Domain

/// A folder or file of the output as the staging tree's sets and records hold it: two independent 64-bit digests
/// of its path, 16 bytes where the path took about 100 (three million folders and four million files at a million
/// contests). No two paths are expected to share both.
public struct PathKey: Hashable, Sendable {
    let fnv: UInt64
    let digest: UInt64

    public init(_ path: some StringProtocol) {
        var digest = ContentDigest()
        digest.combine(String(path))
        fnv = Self.fnv(path)
        // The one key no path may have marks a vacant slot of a `PathTable`.
        self.digest = fnv == 0 && digest.value == 0 ? 1 : digest.value
    }

    private init(fnv: UInt64, digest: UInt64) {
        (self.fnv, self.digest) = (fnv, digest)
    }

    static let vacant = PathKey(fnv: 0, digest: 0)

    /// FNV-1a: stable and cheap, and no seed to randomise which contests share a lock.
    static func fnv(_ folder: some StringProtocol) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in folder.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
