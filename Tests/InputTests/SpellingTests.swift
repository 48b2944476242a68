import Domain
import Foundation
import Testing

/// Every word of pcsite's tables (CONTRACT §11) through the language's Debian hunspell dictionary: a word it does not
/// know is a misspelling unless `spelling-allowed.txt` lists it for that language.
@Suite struct SpellingTests {
    static let dictionaries = ["en": "en_US", "fr": "fr_FR", "de": "de_DE", "es": "es_ES", "pt-BR": "pt_BR", "pl": "pl_PL",
                               "ar": "ar"]

    static var allowed: [String: Set<String>] {
        let path = "\(WordTablesTests.folder)/spelling-allowed.txt"
        let lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n")
        return Dictionary(uniqueKeysWithValues: lines.filter { !$0.hasPrefix("#") }.compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), Set(parts[1].split(separator: " ").map(String.init))) : nil
        })
    }

    @Test(arguments: ["en", "fr", "de", "es", "pt-BR", "pl", "ar"])
    func everyWordIsInTheLanguagesDictionary(language: String) throws {
        let table = try #require(WordTable.builtIn[language])
        let texts = table.entries.values.flatMap { entry -> [String] in
            switch entry {
            case .text(let text): [text]
            case .counted(let forms): Array(forms.values)
            }
        }
        let plain = texts.map { $0.replacing(/\{[a-z_]+\}/, with: " ") }.joined(separator: "\n")
        let flagged = try Self.hunspell(dictionary: #require(Self.dictionaries[language]), plain)
        let unknown = flagged.subtracting(Self.allowed[language] ?? [])
        #expect(unknown.isEmpty, "\(language): \(unknown.sorted()) (a misspelling, or a real word for spelling-allowed.txt)")
    }

    /// `hunspell -l`: the words of `text` the dictionary does not know.
    static func hunspell(dictionary: String, _ text: String) throws -> Set<String> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hunspell")
        process.arguments = ["-d", dictionary, "-l", "-i", "utf-8"]
        let input = Pipe(), output = Pipe()
        (process.standardInput, process.standardOutput) = (input, output)
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "hunspell -d \(dictionary) exited with \(process.terminationStatus)")
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }
}
