import Domain
import Foundation
import OutputTree

/// A deploy's small text files beside the output (hold, unverified mark, changed URLs): replaced whole through
/// `AtomicFile`, read back as `key value` lines.
enum SideFile {
    static func write(_ data: Data, to path: String, action: String) throws(Problem) {
        try AtomicFile.write([UInt8](data), to: path, action: action)
    }

    /// The lines of a small text file that are not comments (`#`) or blank; nil when it does not exist.
    static func lines(_ path: String) -> [Substring]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
    }

    /// `key value` lines as a table (the first word is the key).
    static func fields(_ lines: [Substring]) -> [(key: Substring, value: String)] {
        lines.map { line in
            let key = line.prefix { !$0.isWhitespace }
            return (key, line.dropFirst(key.count).trimmingCharacters(in: .whitespaces))
        }
    }
}
