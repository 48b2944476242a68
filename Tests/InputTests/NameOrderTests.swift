import Testing
@testable import Input

/// The disk listing's order is `String`'s, however it is reached: by bytes and eight-byte keys for ASCII names,
/// by `String` comparison otherwise.
@Suite struct NameOrderTests {
    @Test func asciiNamesSortAsStringsDo() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789abcdef-_.ABZ~ ")
        func name(_ length: Int) -> String { String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }) }
        // Shared prefixes longer than eight bytes, names shorter than eight, prefixes of each other, case.
        let names = (0..<20_000).map { _ in name(Int.random(in: 1...12, using: &generator)) }
            + (0..<5_000).map { "contest-\($0 % 97)-" + name(Int.random(in: 0...3, using: &generator)) }
            + ["a", "ab", "abcdefgh", "abcdefghi", "abcdefgh0", "ABCDEFGH", "~", " "]
        let unique = Array(Set(names))
        #expect(NameOrder.sorted(unique, on: .everyCore) == unique.sorted())
        #expect(NameOrder.sorted([], on: .everyCore) == [])
    }

    /// Sorted in chunks of 8,192 on every core and merged: equal names stay in index order across chunks, and one
    /// name beyond ASCII in a late chunk sends every name to `String`'s comparison.
    @Test func chunksMergeIntoTheOrderOfOneSort() {
        var generator = SystemRandomNumberGenerator()
        let names = (0..<40_000).map { _ in "c-\(Int.random(in: 0..<15_000, using: &generator))" }
        let expected = names.indices.sorted { names[$0] != names[$1] ? names[$0] < names[$1] : $0 < $1 }
        #expect(NameOrder.order(names, on: .everyCore) == expected)
        #expect(Set(names).count < names.count, "some names repeat, across chunks")
        let beyond = names + ["cafe\u{301}", "café"]
        #expect(NameOrder.order(beyond, on: .everyCore) == beyond.indices.sorted { beyond[$0] != beyond[$1] ? beyond[$0] < beyond[$1] : $0 < $1 })
    }

    @Test func namesBeyondASCIISortAsStringsDo() {
        // "é" as one scalar and as "e" and a combining accent are equal to String; bytes would tell them apart.
        let names = ["cafe\u{301}-2", "café-1", "cafe-3", "cafz", "Zoë", "zoe", "abcdefge\u{301}", "abcdefgf"]
        #expect(NameOrder.sorted(names, on: .everyCore) == names.sorted())
    }
}
