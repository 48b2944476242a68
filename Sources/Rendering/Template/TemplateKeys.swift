/// The keys a page model answers, as an enum whose raw values are the names templates use.
/// `init(named:)` finds a key through a small hash table made once per enum: the synthesized
/// `init(rawValue:)` compares the name with every case in turn, which at millions of lookups a build
/// (every cell of every standings row) cost ~4 % of the build.
public protocol TemplateKeys: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// `static let names = KeyTable<Self>()`.
    static var names: KeyTable<Self> { get }
}

extension TemplateKeys {
    @inlinable public init?(named name: String) {
        guard let key = Self.names.key(named: name) else { return nil }
        self = key
    }
}

/// An open-addressing table from name to key, hashed by length and first, middle and last byte: cheap to compute
/// for the short names templates use, and a hit then compares equal strings, which is Swift's fast path.
public struct KeyTable<Key: TemplateKeys>: Sendable {
    @usableFromInline let slots: [(name: String, key: Key)?]
    @usableFromInline let mask: Int

    public init() {
        var size = 8
        while size < Key.allCases.count * 4 { size *= 2 }
        var slots = [(name: String, key: Key)?](repeating: nil, count: size)
        for key in Key.allCases {
            var slot = Self.hash(key.rawValue) & (size - 1)
            while slots[slot] != nil { slot = (slot + 1) & (size - 1) }
            slots[slot] = (key.rawValue, key)
        }
        self.slots = slots
        mask = size - 1
    }

    @inlinable func key(named name: String) -> Key? {
        var slot = Self.hash(name) & mask
        while let entry = slots[slot] {
            if entry.name == name { return entry.key }
            slot = (slot + 1) & mask
        }
        return nil
    }

    @inlinable @inline(__always) static func hash(_ name: String) -> Int {
        name.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            guard let first = bytes.first else { return 0 }
            let packed = UInt(bytes.count) | UInt(first) << 8 | UInt(bytes[bytes.count / 2]) << 16 | UInt(bytes[bytes.count - 1]) << 24
            return Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 32)
        } ?? 0
    }
}
