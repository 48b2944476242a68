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
        public let keys: KeyList<UInt32>
        /// Per primary weight, the first character of that letter.
        let letters: [UInt32: Character]

        /// Each key's first weight (0 for an empty name), in the keys' order.
        public var firstWeights: [UInt32] { (0..<keys.count).map { keys[$0].first ?? 0 } }

        /// Each name's first letter, for A–Z jump links: its primary weight (names with the same first letter share
        /// it) and the letter as shown, upper-cased; nil for a name that starts with something other than a letter.
        /// `name(i)` and `firstWeights` are in the caller's order (any reordering of this set's names and weights).
        public func initials(name: (Int) -> String, firstWeights: [UInt32]) -> [(group: UInt32, label: String)?] {
            var labels: [UInt32: String?] = [:]
            return firstWeights.enumerated().map { index, first in
                guard first != 0 else { return nil }
                if let label = labels[first] { return label.map { (first, $0) } }
                let letter = letters[first] ?? name(index).first
                let label = letter.flatMap { $0.isLetter ? $0.uppercased() : nil }
                labels[first] = label
                return label.map { (first, $0) }
            }
        }
    }

    /// Two passes: the names are read once, as the numbers of their characters (an ASCII character is its byte,
    /// any other is numbered as it first appears); the characters the table lacks are placed, all at once; then
    /// the keys are made from the numbers, with no string work left. Reading the names again after placing new
    /// characters (which renumbers the weights) cost as much as the first reading.
    /// The keys of `count` names, name i read from `name(i)` (a big contest's names are never held as a list).
    public func keys(count: Int, name: (Int) -> String) -> SortKeys {
        var characters: [Character] = []
        var numberOfScalar: [UInt32: UInt32] = [:]
        var numberOfCharacter: [Character: UInt32] = [:]
        func number(_ character: Character) -> UInt32 {
            var scalars = character.unicodeScalars.makeIterator()
            let first = scalars.next()!
            let single = scalars.next() == nil
            if single, let known = numberOfScalar[first.value] { return known }
            if !single, let known = numberOfCharacter[character] { return known }
            let made = UInt32(128 + characters.count)
            characters.append(character)
            if single { numberOfScalar[first.value] = made } else { numberOfCharacter[character] = made }
            return made
        }
        var numbers = KeyList<UInt32>()
        for index in 0..<count {
            let name = name(index)
            if name.utf8.allSatisfy({ $0 < 0x80 }) {
                for byte in name.utf8 { numbers.appendUnit(UInt32(byte)) }
            } else {
                // An ASCII byte followed by another (or by the end) is a character of its own, CR before LF aside:
                // only around other bytes are grapheme boundaries worked out.
                let utf8 = name.utf8
                var index = utf8.startIndex
                while index < utf8.endIndex {
                    let byte = utf8[index], next = utf8.index(after: index)
                    if byte < 0x80, byte != 0x0D, next == utf8.endIndex || utf8[next] < 0x80 {
                        numbers.appendUnit(UInt32(byte))
                        index = next
                        continue
                    }
                    let character = name[index]
                    numbers.appendUnit(character.asciiValue.map(UInt32.init) ?? number(character))
                    index = utf8.index(index, offsetBy: character.utf8.count)
                }
            }
            numbers.endKey()
        }
        var weights = table.withLock { $0.weights }
        let missing = Set(characters.filter { weights.weight($0) == nil })
        if !missing.isEmpty { weights = adding(missing) }
        let weightOfNumber = weights.ascii + characters.map { weights.weight($0) ?? Weight(primary: .max, full: .max) }
        // Primary weights, a 0, then the full weights.
        var keys = KeyList<UInt32>()
        keys.reserveCapacity(keys: numbers.count, units: 2 * numbers.units.count + numbers.count)
        weightOfNumber.withUnsafeBufferPointer { weightOfNumber in
            for index in 0..<numbers.count {
                let name = numbers[index]
                for number in name { keys.appendUnit(weightOfNumber[Int(number)].primary) }
                keys.appendUnit(0)
                for number in name { keys.appendUnit(weightOfNumber[Int(number)].full) }
                keys.endKey()
            }
        }
        return SortKeys(keys: keys, letters: weights.letters)
    }

    /// The indexes of `keys` in key order, equal keys in index order. The keys are in one buffer (`KeyList`):
    /// comparing 100,000 separately allocated keys spends most of its time retaining and releasing them.
    /// Each key's units, as many as fit beside its index (by the largest unit), are packed into one integer with
    /// the index, and those integers are sorted as plain numbers; runs that share the packed units are sorted the
    /// same way by their next units, until their keys run out, and then by length (shorter first), then index.
    /// Padding a short key with 0, the least unit, keeps the packed order the keys' order.
    @inlinable public static func sortedIndices<Unit: FixedWidthInteger & UnsignedInteger>(_ keys: KeyList<Unit>) -> [Int] {
        let count = keys.count
        guard count > 1 else { return Array(0..<count) }
        let indexBits = 64 - UInt64(count - 1).leadingZeroBitCount
        let indexMask = UInt64(1) << indexBits - 1
        let unitBits = max(1, 64 - UInt64(keys.units.max() ?? 0).leadingZeroBitCount)
        let packedUnits = max(1, (64 - indexBits) / unitBits)
        var order = [UInt64](repeating: 0, count: count)
        keys.units.withUnsafeBufferPointer { units in
            keys.ends.withUnsafeBufferPointer { ends in
                order.withUnsafeMutableBufferPointer { order in
                    func pack(_ index: Int, from offset: Int) -> UInt64 {
                        let start = (index == 0 ? 0 : ends[index - 1]) + offset, end = ends[index]
                        var packed: UInt64 = 0
                        for unit in 0..<packedUnits {
                            packed = packed << unitBits | (start + unit < end ? UInt64(units[start + unit]) : 0)
                        }
                        return packed << indexBits | UInt64(index)
                    }
                    func length(_ index: Int) -> Int { ends[index] - (index == 0 ? 0 : ends[index - 1]) }
                    // `range` is sorted by the units before `offset`, which its keys share.
                    func sortRun(_ range: Range<Int>, from offset: Int) {
                        guard range.contains(where: { length(Int(order[$0] & indexMask)) > offset }) else {
                            order[range].sort { (length(Int($0 & indexMask)), $0 & indexMask) < (length(Int($1 & indexMask)), $1 & indexMask) }
                            return
                        }
                        for position in range { order[position] = pack(Int(order[position] & indexMask), from: offset) }
                        order[range].sort()
                        var runStart = range.lowerBound
                        while runStart < range.upperBound {
                            let packed = order[runStart] >> indexBits
                            var runEnd = runStart + 1
                            while runEnd < range.upperBound, order[runEnd] >> indexBits == packed { runEnd += 1 }
                            if runEnd - runStart > 1 { sortRun(runStart..<runEnd, from: offset + packedUnits) }
                            runStart = runEnd
                        }
                    }
                    for index in 0..<count { order[index] = UInt64(index) }
                    sortRun(0..<count, from: 0)
                }
            }
        }
        return order.map { Int($0 & indexMask) }
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
            if let ascii = character.asciiValue { snapshot.ascii[Int(ascii)] = weight } else { snapshot.other[character] = weight }
            if snapshot.letters[primary] == nil { snapshot.letters[primary] = character }
        }
        return snapshot
    }
}
