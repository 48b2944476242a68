import Foundation
import Synchronization

/// Sort keys for names in a locale's collation. Foundation compares strings in a locale at ~6 µs a call
/// (measured), too slow for 100,000 names or for 10,000 contests, and it gives no sort keys. So each distinct
/// character is placed once, by Foundation's `compare(_:options:range:locale:)` with the site's locale, into
/// a sorted table shared by every contest of the build; a name's key is then its characters' weights: first
/// the primary ones (letters that differ only in case or accent share one, unless the locale makes them
/// separate letters, as Swedish does for Å, Ä, Ö), then the full ones as the tie-break. Contractions
/// (Czech "ch" after "h") are not applied: they are between characters, and this table has single ones.
public final class NameCollation: Sendable {
    /// One per locale identifier for the life of the process.
    public static func shared(locale identifier: String) -> NameCollation {
        cache.withLock { cache in
            if let found = cache[identifier] { return found }
            let made = NameCollation(locale: Locale(identifier: identifier))
            cache[identifier] = made
            return made
        }
    }

    private static let cache = Mutex<[String: NameCollation]>([:])

    public struct Weight: Sendable, Equatable {
        public var primary: UInt32
        public var full: UInt32
    }

    private struct Table: Sendable {
        var sorted: [Character] = []
        /// `primaryEqualsNext[i]`: `sorted[i]` and `sorted[i + 1]` are the same letter at the first level.
        var primaryEqualsNext: [Bool] = []
        var weights = Snapshot()
    }

    /// The weights as they stand; copied out so keys are computed outside the lock.
    struct Snapshot: Sendable {
        /// Control characters sort first; 0 is kept for the key's separator.
        var ascii = [Weight](repeating: Weight(primary: 1, full: 1), count: 128)
        var other: [Character: Weight] = [:]
        /// Per primary weight, the first character of that letter (the group label of an index).
        var letters: [UInt32: Character] = [:]

        func weight(_ character: Character) -> Weight? {
            if let ascii = character.asciiValue { return self.ascii[Int(ascii)] }
            return other[character]
        }
    }

    private let locale: Locale
    private let table = Mutex(Table())

    init(locale: Locale) {
        self.locale = locale
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        table.withLock { table in
            for character in printable { insert(character, into: &table) }
            table.weights = Self.weights(table)
        }
    }

    /// Names' sort keys with the letters of the table they were made from. Weights are renumbered as other
    /// contests add characters, so a key's first weight is only looked up in its own snapshot's letters.
    public struct SortKeys: Sendable {
        /// Each name's key, compared lexicographically (`NameCollation.sortedIndices` orders them).
        public let keys: [[UInt32]]
        /// Per primary weight, the first character of that letter.
        let letters: [UInt32: Character]

        /// Each key's first letter, for A–Z jump links: its primary weight (names with the same first letter share
        /// it) and the letter as shown, upper-cased; nil for a name that starts with something other than a letter.
        /// `names` and `keys` are in the caller's order (any reordering of this set's names and keys).
        public func initials(of names: [String], keys: [[UInt32]]) -> [(group: UInt32, label: String)?] {
            var labels: [UInt32: String?] = [:]
            return zip(names, keys).map { name, key in
                guard let first = key.first, first != 0 else { return nil }
                if let label = labels[first] { return label.map { (first, $0) } }
                let letter = letters[first] ?? name.first
                let label = letter.flatMap { $0.isLetter ? $0.uppercased() : nil }
                labels[first] = label
                return label.map { (first, $0) }
            }
        }
    }

    public func keys(_ names: [String]) -> SortKeys {
        let weights = snapshot(adding: names)
        let keys = names.map { name in
            // Primary weights, a 0, then the full weights: one array, filled in two passes.
            var key: [UInt32] = []
            if name.utf8.allSatisfy({ $0 < 0x80 }) {
                key.reserveCapacity(2 * name.utf8.count + 1)
                for byte in name.utf8 { key.append(weights.ascii[Int(byte)].primary) }
                key.append(0)
                for byte in name.utf8 { key.append(weights.ascii[Int(byte)].full) }
            } else {
                let characters = name.map { weights.weight($0) ?? Weight(primary: .max, full: .max) }
                key.reserveCapacity(2 * characters.count + 1)
                for weight in characters { key.append(weight.primary) }
                key.append(0)
                for weight in characters { key.append(weight.full) }
            }
            return key
        }
        return SortKeys(keys: keys, letters: weights.letters)
    }

    /// The indexes of `keys` in key order, equal keys in index order. The keys are copied into one buffer first:
    /// comparing 100,000 separately allocated keys spends most of its time retaining and releasing them.
    @inlinable public static func sortedIndices<Unit: FixedWidthInteger>(_ keys: [[Unit]]) -> [Int] {
        var storage: [Unit] = []
        storage.reserveCapacity(keys.reduce(0) { $0 + $1.count })
        var offsets = [0]
        offsets.reserveCapacity(keys.count + 1)
        for key in keys {
            storage.append(contentsOf: key)
            offsets.append(storage.count)
        }
        return storage.withUnsafeBufferPointer { storage in
            offsets.withUnsafeBufferPointer { offsets in
                Array(keys.indices).sorted { lhs, rhs in
                    var left = offsets[lhs], right = offsets[rhs]
                    let leftEnd = offsets[lhs + 1], rightEnd = offsets[rhs + 1]
                    while left < leftEnd, right < rightEnd {
                        if storage[left] != storage[right] { return storage[left] < storage[right] }
                        left += 1
                        right += 1
                    }
                    let (leftCount, rightCount) = (leftEnd - offsets[lhs], rightEnd - offsets[rhs])
                    return leftCount != rightCount ? leftCount < rightCount : lhs < rhs
                }
            }
        }
    }

    private func snapshot(adding names: [String]) -> Snapshot {
        var missing = Set<Character>()
        let current = table.withLock { $0.weights }
        for name in names where !name.utf8.allSatisfy({ $0 < 0x80 }) {
            for character in name where current.weight(character) == nil { missing.insert(character) }
        }
        if missing.isEmpty { return current }
        return table.withLock { table in
            // Sorted, so the same characters land in the same places whichever contest brought them first.
            for character in missing.sorted(by: { String($0).unicodeScalars.lexicographicallyPrecedes(String($1).unicodeScalars) })
            where table.weights.weight(character) == nil && !table.sorted.contains(character) {
                insert(character, into: &table)
            }
            table.weights = Self.weights(table)
            return table.weights
        }
    }

    private func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs.compare(rhs, options: [], range: nil, locale: locale)
    }

    /// Binary insertion by the locale's full comparison; equal characters keep insertion order.
    private func insert(_ character: Character, into table: inout Table) {
        let text = String(character)
        var low = 0, high = table.sorted.count
        while low < high {
            let middle = (low + high) / 2
            if compare(String(table.sorted[middle]), text) == .orderedDescending { high = middle } else { low = middle + 1 }
        }
        table.sorted.insert(character, at: low)
        table.primaryEqualsNext.insert(false, at: low)
        if low > 0 { table.primaryEqualsNext[low - 1] = primaryEqual(table.sorted[low - 1], character) }
        if low + 1 < table.sorted.count { table.primaryEqualsNext[low] = primaryEqual(character, table.sorted[low + 1]) }
    }

    /// `a ≤ b` are one letter at the first level exactly when a later difference decides: "ab" sorts after "ba".
    private func primaryEqual(_ lhs: Character, _ rhs: Character) -> Bool {
        guard lhs.isLetter == rhs.isLetter else { return false }
        return compare(String(lhs) + "b", String(rhs) + "a") == .orderedDescending
    }

    private static func weights(_ table: Table) -> Snapshot {
        var snapshot = Snapshot()
        var primary: UInt32 = 2
        for (index, character) in table.sorted.enumerated() {
            if index > 0, !table.primaryEqualsNext[index - 1] { primary += 1 }
            let weight = Weight(primary: primary, full: UInt32(index + 2))
            if let ascii = character.asciiValue { snapshot.ascii[Int(ascii)] = weight } else { snapshot.other[character] = weight }
            if snapshot.letters[primary] == nil { snapshot.letters[primary] = character }
        }
        return snapshot
    }
}
