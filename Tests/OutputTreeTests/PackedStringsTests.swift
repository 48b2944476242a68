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
