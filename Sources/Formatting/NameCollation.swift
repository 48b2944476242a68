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
        /// `other`'s characters of one scalar, by scalar: hashing a number is much cheaper than hashing a Character.
        var scalars: [UInt32: Weight] = [:]
        /// Per primary weight, the first character of that letter (the group label of an index).
        var letters: [UInt32: Character] = [:]

        func weight(_ character: Character) -> Weight? {
            if let ascii = character.asciiValue { return self.ascii[Int(ascii)] }
            var scalars = character.unicodeScalars.makeIterator()
            // A character canonically equal to another in `other` (é as e + ◌́) is found there.
            if let first = scalars.next(), scalars.next() == nil, let weight = self.scalars[first.value] { return weight }
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
        public let keys: KeyList<UInt32>
        /// Per primary weight, the first character of that letter.
        let letters: [UInt32: Character]

        /// Each key's first weight (0 for an empty name), in the keys' order.
        public var firstWeights: [UInt32] {
            (0..<keys.count).map { keys.ends[$0] > keys.start(of: $0) ? keys.units[keys.start(of: $0)] : 0 }
        }

        /// Each name's first letter, for A–Z jump links: its primary weight (names with the same first letter share
        /// it) and the letter as shown, upper-cased; nil for a name that starts with something other than a letter.
        /// `names` and `firstWeights` are in the caller's order (any reordering of this set's names and weights).
        public func initials(of names: [String], firstWeights: [UInt32]) -> [(group: UInt32, label: String)?] {
            var labels: [UInt32: String?] = [:]
            return zip(names, firstWeights).map { name, first in
                guard first != 0 else { return nil }
                if let label = labels[first] { return label.map { (first, $0) } }
                let letter = letters[first] ?? name.first
                let label = letter.flatMap { $0.isLetter ? $0.uppercased() : nil }
                labels[first] = label
                return label.map { (first, $0) }
            }
        }
    }

    public func keys(_ names: [String]) -> SortKeys {
        var weights = table.withLock { $0.weights }
        var missing = Set<Character>()
        var scratch: [Weight] = []
        var keys = KeyList<UInt32>()
        for name in names {
            if missing.isEmpty {
                appendKey(name, to: &keys, weights: weights, missing: &missing, scratch: &scratch)
            } else if !name.utf8.allSatisfy({ $0 < 0x80 }) {
                // The keys are made again anyway: from here on only the characters the weights lack are collected.
                for character in name where weights.weight(character) == nil { missing.insert(character) }
            }
        }
        if !missing.isEmpty {
            // A character no contest had yet: placing it renumbers the weights, so every key is made again.
            weights = adding(missing)
            missing.removeAll()
            keys = KeyList()
            for name in names { appendKey(name, to: &keys, weights: weights, missing: &missing, scratch: &scratch) }
        }
        return SortKeys(keys: keys, letters: weights.letters)
    }

    /// Primary weights, a 0, then the full weights. A character the weights lack goes into `missing` (and sorts
    /// last meanwhile).
    private func appendKey(_ name: String, to keys: inout KeyList<UInt32>, weights: Snapshot, missing: inout Set<Character>,
                           scratch: inout [Weight]) {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in name.utf8 { keys.appendUnit(weights.ascii[Int(byte)].primary) }
            keys.appendUnit(0)
            for byte in name.utf8 { keys.appendUnit(weights.ascii[Int(byte)].full) }
            keys.endKey()
            return
        }
        scratch.removeAll(keepingCapacity: true)
        for character in name {
            if let weight = weights.weight(character) {
                scratch.append(weight)
            } else {
                missing.insert(character)
                scratch.append(Weight(primary: .max, full: .max))
            }
        }
        for weight in scratch { keys.appendUnit(weight.primary) }
        keys.appendUnit(0)
        for weight in scratch { keys.appendUnit(weight.full) }
        keys.endKey()
    }

    /// The indexes of `keys` in key order, equal keys in index order. The keys are in one buffer (`KeyList`):
    /// comparing 100,000 separately allocated keys spends most of its time retaining and releasing them. Each key's
    /// first units are also packed into one integer (as many as fit, by the largest unit), compared first: most pairs
    /// differ there. Padding a short key with 0, the least unit, keeps the packed order the keys' order.
    @inlinable public static func sortedIndices<Unit: FixedWidthInteger & UnsignedInteger>(_ keys: [[Unit]]) -> [Int] {
        sortedIndices(KeyList(keys))
    }

    @inlinable public static func sortedIndices<Unit: FixedWidthInteger & UnsignedInteger>(_ keys: KeyList<Unit>) -> [Int] {
        let largest = UInt64(keys.units.max() ?? 0)
        let bits = max(1, 64 - largest.leadingZeroBitCount)
        let packedUnits = 64 / bits
        var order: [(packed: UInt64, index: Int)] = []
        order.reserveCapacity(keys.count)
        keys.units.withUnsafeBufferPointer { units in
            var start = 0
            for (index, end) in keys.ends.enumerated() {
                var packed: UInt64 = 0
                for unit in 0..<packedUnits {
                    packed = packed << bits | (start + unit < end ? UInt64(units[start + unit]) : 0)
                }
                order.append((packed, index))
                start = end
            }
        }
        keys.units.withUnsafeBufferPointer { units in
            keys.ends.withUnsafeBufferPointer { ends in
                order.sort { lhs, rhs in
                    if lhs.packed != rhs.packed { return lhs.packed < rhs.packed }
                    let leftStart = lhs.index == 0 ? 0 : ends[lhs.index - 1], rightStart = rhs.index == 0 ? 0 : ends[rhs.index - 1]
                    var left = leftStart, right = rightStart
                    let leftEnd = ends[lhs.index], rightEnd = ends[rhs.index]
                    while left < leftEnd, right < rightEnd {
                        if units[left] != units[right] { return units[left] < units[right] }
                        left += 1
                        right += 1
                    }
                    let (leftCount, rightCount) = (leftEnd - leftStart, rightEnd - rightStart)
                    return leftCount != rightCount ? leftCount < rightCount : lhs.index < rhs.index
                }
            }
        }
        return order.map(\.index)
    }

    private func adding(_ missing: Set<Character>) -> Snapshot {
        table.withLock { table in
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
            if let ascii = character.asciiValue {
                snapshot.ascii[Int(ascii)] = weight
            } else {
                snapshot.other[character] = weight
                let scalars = character.unicodeScalars
                if scalars.count == 1 { snapshot.scalars[scalars.first!.value] = weight }
            }
            if snapshot.letters[primary] == nil { snapshot.letters[primary] = character }
        }
        return snapshot
    }
}
