import Formatting
import Foundation
import TestSupport
import Testing
@testable import Publishing

/// The ASCII fast path splits and folds names exactly as the general path (Character.isLetter / isNumber) does.
struct EntrantWordsTests {
    @Test(arguments: ["Zoe Lefevre", "  O'Brien-Smith  ", "team_42 (B)", "ALL CAPS", "x", "", "--", "R2-D2 & C-3PO",
                      "tab\tand\nnewline", "a.b.c", "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./"])
    func asciiNamesSplitAsTheGeneralPathDoes(_ name: String) {
        let general = name.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        #expect(EntrantWords.of(name) == general)
    }

    @Test func aNamesKeysAreItsDistinctWordsInUTF16() {
        var folds = EntrantWords.Folds()
        var words = KeyList<UInt16>()
        #expect(EntrantWords.appendWords(of: "Anna ANNA anna-Bob 7", to: &words, distinct: true, folds: &folds) == 3)
        #expect(EntrantWords.appendWords(of: "Zoë zoe Łódź 🏀 李", to: &words, distinct: true, folds: &folds) == 3)
        // The second time, each letter's fold comes from the batch's table; a word of an earlier name is kept.
        #expect(EntrantWords.appendWords(of: "ŁÓDŹ Zoë anna", to: &words, distinct: true, folds: &folds) == 3)
        #expect(EntrantWords.appendWords(of: "--", to: &words, distinct: true, folds: &folds) == 0)
        #expect((0..<words.count).map { String(decoding: words[$0], as: UTF16.self) }
            == ["anna", "bob", "7", "zoe", "lodz", "李", "lodz", "zoe", "anna"])
    }

    @Test func accentsAndCaseFoldAway() {
        #expect(EntrantWords.of("Zoë Lefèvre") == ["zoe", "lefevre"])
        #expect(EntrantWords.of("ÅSA-Öberg 3") == ["asa", "oberg", "3"])
    }

    /// Letters with no accent to drop fold by the explicit table, capitals too, after the accents are gone.
    @Test func lettersWithoutADecompositionFoldByTheTable() {
        #expect(EntrantWords.of("Øystein Ødegaard") == ["oystein", "odegaard"])
        #expect(EntrantWords.of("Łódź") == ["lodz"])
        #expect(EntrantWords.of("Hauptstraße 5") == ["hauptstrasse", "5"])
        #expect(EntrantWords.of("HAUPTSTRAẞE") == ["hauptstrasse"])
        #expect(EntrantWords.of("Ærøskøbing") == ["aeroskobing"])
        #expect(EntrantWords.of("Œuvre cœur") == ["oeuvre", "coeur"])
        #expect(EntrantWords.of("Đorđe Đoković") == ["dorde", "dokovic"])
        #expect(EntrantWords.of("Işıl İnan") == ["isil", "inan"])
        #expect(EntrantWords.of("Þórður Þorsteinsson") == ["thordur", "thorsteinsson"])
        #expect(EntrantWords.of("ǿ Ǣ") == ["o", "ae"])  // an accent on a table letter: dropped, then folded
    }

    /// assets/entrants.js folds what is typed with the same steps and table: run its `fold`/`words` in node on
    /// the same names and compare (node comes from Debian's nodejs, which scripts/setup.sh installs).
    @Test func theBoxScriptFoldsAsSwiftDoes() throws {
        guard let node = Self.node else {
            throw MissingTool(what: "node, to run assets/entrants.js", install: "Debian package nodejs")
        }
        let names = ["Zoë Lefèvre", "Øystein Ødegaard", "Łódź", "Hauptstraße", "HAUPTSTRAẞE", "Ærøskøbing", "Œuvre cœur",
                     "Đorđe Đoković", "Işıl İnan", "Þórður", "ÐÓR", "ǿ Ǣ", "ÅSA-Öberg 3", "陈静97", "Ñandú_Ørsted", "O'Brien-Smith",
                     "Ελένη Παπαδοπούλου", "Дмитрий Шостакович", "ﬁnn ǅemal", "½ time ①", "Nguyễn Thị Thảo", "  ", ""]
        let script = try String(contentsOf: TestSite.repository.appendingPathComponent("templates/default/assets/entrants.js"),
                                encoding: .utf8)
        // The table and the two functions, as the script defines them.
        guard let start = script.range(of: "  var FOLDS = "),
              let wordsLine = script.range(of: "  function words(text) {", range: start.upperBound..<script.endIndex),
              let end = script.range(of: "\n", range: wordsLine.upperBound..<script.endIndex) else {
            Issue.record("entrants.js no longer defines FOLDS … function words(text) { … } in that order")
            return
        }
        let program = String(script[start.lowerBound..<end.lowerBound]) + """

            const names = JSON.parse(require("fs").readFileSync(0, "utf8"));
            process.stdout.write(JSON.stringify(names.map(words)));
            """
        let input = try JSONEncoder().encode(names)
        let process = Process()
        process.executableURL = node
        process.arguments = ["-e", program]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let fromScript = try JSONDecoder().decode([[String]].self, from: output)
        for (name, words) in zip(names, fromScript) {
            #expect(EntrantWords.of(name) == words, "\(name)")
        }
    }

    static let node: URL? = ["/usr/bin/node", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }
        .map { URL(fileURLWithPath: $0) }
}
