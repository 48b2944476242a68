import Testing
@testable import OutputTree

/// Strings packed into one buffer sort as their code points do (as `String` sorts ASCII), keep what they were given,
/// and a sorted file list has the id of the same files held as a dictionary.
@Suite struct PackedStringsTests {
    @Test func sortsByCodePointsAndRemovesRepeats() {
        let strings = ["b", "a/b", "a.html", "a", "", "ab", "é", "z", "名前", "a/b", "Z", "a\u{7F}", "a", "e\u{301}"]
        var packed = PackedStrings<Int>()
        for (index, string) in strings.enumerated() { packed.append(string, index) }
        packed.sort()
        let sorted = (0..<packed.count).map(packed.string(at:))
        #expect(sorted == strings.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        #expect(sorted.filter { $0.allSatisfy(\.isASCII) } == strings.filter { $0.allSatisfy(\.isASCII) }.sorted())
        // Equal strings keep the order they came in: "a" (3) before "a" (12), "a/b" (1) before "a/b" (9).
        #expect(packed.rows.filter { strings[$0.payload] == "a" }.map(\.payload) == [3, 12])
        packed.removeRepeats()
        // By bytes: "é" and "e\u{301}" are one `String` but two file names.
        let distinct = Set(strings.map { Array($0.utf8) }).sorted { $0.lexicographicallyPrecedes($1) }
        #expect((0..<packed.count).map { Array(packed.string(at: $0).utf8) } == distinct && distinct.count == 12)
        #expect(packed.rows.first { strings[$0.payload] == "a/b" }?.payload == 1)
    }

    /// Rows appended in any order are placed by their payloads (positions), each found by `holds`; payloads that are
    /// not each position once leave the rows as they were.
    @Test func rowsArePlacedByTheirPositions() {
        let count = 1_000
        var order = Array(0..<count)
        var generator = SystemRandomNumberGenerator()
        order.shuffle(using: &generator)
        var packed = PackedStrings<Int>()
        for position in order { packed.append("signature \(position)", position) }
        let placed = packed.placeByPayload()
        #expect(placed)
        #expect((0..<count).allSatisfy { packed.holds($0, "signature \($0)") && packed.rows[$0].payload == $0 })
        #expect(!packed.holds(0, "signature 1") && !packed.holds(0, nil) && !packed.holds(0, "signature 0 "))

        for payloads in [[0, 0, 2], [0, 1, 3], [2, 1, -1]] {
            var wrong = PackedStrings<Int>()
            for (index, payload) in payloads.enumerated() { wrong.append("s\(index)", payload) }
            let placed = wrong.placeByPayload()
            #expect(!placed && wrong.rows.map(\.payload) == payloads, "\(payloads)")
        }
    }

    @Test func aSortedFileListHasTheIdOfTheSameFilesHeldWhole() {
        var files: [String: SiteFileList.Entry] = [:]
        for index in 0..<5_000 { files["contests/\(index % 97)/page-\(index).html"] = .init(size: index, value: UInt64(index * 31)) }
        files["ünïcode/名前.html"] = .init(size: 1, value: 2)
        let sorted = SortedFileList(files)
        #expect(sorted.buildID == SiteFileList(files: files).buildID && sorted.stamp == SiteFileList(files: files).stamp)
        #expect((0..<sorted.count).map(sorted.path(at:)) == files.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        #expect((0..<sorted.count).allSatisfy { files[sorted.path(at: $0)] == sorted.entry(at: $0) })
    }
}
