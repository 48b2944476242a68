/// A JSONPath-like location, built up while decoding so every issue can name where it is.
public struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public static let root = JSONPath(description: "$")

    private init(description: String) { self.description = description }

    public func key(_ key: String) -> JSONPath {
        let isPlain = !key.isEmpty && key.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        if isPlain { return JSONPath(description: "\(description).\(key)") }
        var quoted = ""
        for character in key.prefix(64) {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character.isNewline ? " " : character)
        }
        return JSONPath(description: "\(description)[\"\(quoted)\(key.count > 64 ? "…" : "")\"]")
    }

    public func index(_ index: Int) -> JSONPath { JSONPath(description: "\(description)[\(index)]") }
}
