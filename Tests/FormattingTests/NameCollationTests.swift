import Foundation
import PropertyBased
import Testing
@testable import Formatting

/// The collation table is shared by every contest of a build and renumbers its weights as contests add characters,
/// so one contest's A–Z letters must not depend on what other contests (on other threads) added meanwhile.
struct NameCollationTests {
    static func labels(_ keys: NameCollation.SortKeys, _ names: [String]) -> [String?] {
        keys.initials(name: { names[$0] }, firstWeights: keys.firstWeights).map { $0?.label }
    }

    @Test func initialsComeFromTheTableTheKeysWereMadeFrom() {
        let collation = NameCollation(locale: Locale(identifier: "sv_SE"))
        let names = ["Zoë Lefèvre", "Ärla Berg", "Bob Ek", "Östen Ek", "42 Crew"]
        let first = collation.keys(count: names.count) { names[$0] }
        let before = Self.labels(first, names)
        #expect(before == ["Z", "Ä", "B", "Ö", nil])
        // Characters that sort before and between these renumber every weight after them.
        let more = ["Ångström", "Çelik", "Ødegaard", "Łukasz", "Ñandú", "Þór", "Ýr", "Ćwik", "Đorđe", "Ħal"]
        _ = collation.keys(count: more.count) { more[$0] }
        #expect(Self.labels(first, names) == before)
        let again = collation.keys(count: names.count) { names[$0] }
        #expect(Self.labels(again, names) == before)
        #expect(again.keys != first.keys, "the weights did not move, so this test shows nothing")
    }

    /// Short keys fit whole in the packed prefix; long ones, 0 units (the padding's value) and units as large as the
    /// type allows (two to a prefix) make the order depend on the comparison after it.
    @Test(arguments: [(UInt32(1), UInt32(3), 4), (0, 3, 40), (0, UInt32.max, 6), (0, 1, 70)])
    func sortedIndicesOrderKeysLexicographicallyAndTiesByIndex(from smallest: UInt32, upTo largest: UInt32, length: Int) {
        // Seeded per case, so a failure replays.
        var generator = Xoshiro(seed: (UInt64(smallest), UInt64(largest), UInt64(length), 0x5EED))
        let keys: [[UInt32]] = (0..<2_000).map { _ in
            (0..<Int.random(in: 0...length, using: &generator)).map { _ in
                // Mostly the bounds, so that keys share long prefixes.
                Bool.random(using: &generator) ? (Bool.random(using: &generator) ? smallest : largest)
                    : UInt32.random(in: smallest...largest, using: &generator)
            }
        }
        let expected = keys.indices.sorted { lhs, rhs in
            keys[lhs] == keys[rhs] ? lhs < rhs : keys[lhs].lexicographicallyPrecedes(keys[rhs])
        }
        #expect(NameCollation.sortedIndices(KeyList(keys)) == expected)
        let narrow = keys.map { $0.map { UInt16(truncatingIfNeeded: $0) } }
        let expectedNarrow = narrow.indices.sorted { lhs, rhs in
            narrow[lhs] == narrow[rhs] ? lhs < rhs : narrow[lhs].lexicographicallyPrecedes(narrow[rhs])
        }
        #expect(NameCollation.sortedIndices(KeyList(narrow)) == expectedNarrow)
        #expect(NameCollation.sortedIndices(KeyList<UInt32>()) == [])
    }
}
