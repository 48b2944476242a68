import Testing
@testable import OutputTree

/// The staging tree's table of file records and folder marks, checked against a Dictionary of the same keys.
@Suite struct PathTableTests {
    @Test func holdsWhatADictionaryHoldsThroughEveryGrowth() {
        var table = PathTable<Int32>()
        var expected: [PathKey: Int32] = [:]
        #expect(table[PathKey("nothing yet")] == nil)
        for number in 0..<20_000 {
            let key = PathKey("contests/\(number % 7_000)/standings/page-\(number).html")
            table[key] = Int32(number)
            expected[key] = Int32(number)
        }
        // Written again with other values: replaced, not added.
        for number in stride(from: 0, to: 20_000, by: 3) {
            let key = PathKey("contests/\(number % 7_000)/standings/page-\(number).html")
            table[key] = -Int32(number)
            expected[key] = -Int32(number)
        }
        #expect(table.count == expected.count)
        #expect(expected.allSatisfy { table[$0.key] == $0.value })
        #expect((20_000..<21_000).allSatisfy { table[PathKey("contests/\($0)/index.html")] == nil })
    }

    @Test func aValueChangesInPlaceThroughTheDefaultSubscript() {
        var table = PathTable<FolderMarks>()
        let key = PathKey("contests/c-001")
        #expect(table[key, default: []].insert(.created).inserted)
        #expect(!table[key, default: []].insert(.created).inserted)
        table[key]?.remove(.created)
        #expect(table[key] == [])
        #expect(table.count == 1)
    }
}
