#if canImport(Glibc)
import Glibc
#endif

/// What no rendered page may contain, whatever the input: checked on every fuzz iteration, so markup
/// injection and broken XML are findings (an abort), not only crashes. The embedded templates emit no
/// script, style or frame element, no comment but cmark's "raw HTML omitted" and no event handler, so any of these came from the input.
/// User text reaches HTML only escaped, so scanning tags and their double-quoted attributes is enough.
enum FuzzOracle {
    static let forbiddenTags: Set<String> = ["script", "style", "iframe", "object", "embed", "frame", "base", "form"]
    static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "srcset", "poster", "data"]
    static let forbiddenSchemes = ["javascript:", "vbscript:", "data:", "file:"]

    static func checkHTML(_ bytes: [UInt8]) {
        checkControls(bytes, what: "HTML")
        let text = Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8)
        var index = 0
        while let open = text[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open + 1
            // cmark-gfm's safe mode leaves this one comment where it dropped raw HTML.
            if text[index...].starts(with: "!-- raw html omitted -->".utf8) { continue }
            if text[index...].starts(with: "!--".utf8) { fail("HTML contains a comment") }
            let name = token(text, &index)
            if forbiddenTags.contains(name) { fail("HTML contains <\(name)>") }
            // Attributes: name="value" pairs up to '>'.
            while index < text.count, text[index] != UInt8(ascii: ">") {
                if text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "/") || text[index] == UInt8(ascii: "\n") {
                    index += 1
                    continue
                }
                let attribute = token(text, &index)
                if attribute.isEmpty { index += 1; continue }
                if attribute.hasPrefix("on") { fail("HTML has an event handler \(attribute)") }
                guard index + 1 < text.count, text[index] == UInt8(ascii: "="), text[index + 1] == UInt8(ascii: "\"") else { continue }
                let start = index + 2
                let end = text[start...].firstIndex(of: UInt8(ascii: "\"")) ?? text.count
                index = end + 1
                if urlAttributes.contains(attribute) { checkURL(Array(text[start..<end])) }
            }
        }
    }

    /// A URL attribute as a browser reads its scheme: entities decoded, whitespace and controls ignored.
    private static func checkURL(_ value: [UInt8]) {
        var decoded: [UInt8] = []
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "&"), let semicolon = value[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) {
                let entity = String(decoding: value[(index + 1)..<semicolon], as: UTF8.self)
                var scalar: UInt32?
                if entity.hasPrefix("#x") { scalar = UInt32(entity.dropFirst(2), radix: 16) }
                else if entity.hasPrefix("#") { scalar = UInt32(entity.dropFirst(1)) }
                else if entity == "colon" { scalar = 0x3A }
                if let scalar, scalar < 0x80 {
                    decoded.append(UInt8(scalar))
                    index = semicolon + 1
                    continue
                }
            }
            decoded.append(value[index])
            index += 1
        }
        let scheme = String(decoding: decoded.filter { $0 > 0x20 && $0 != 0x7F }, as: UTF8.self).lowercased()
        for forbidden in forbiddenSchemes where scheme.hasPrefix(forbidden) {
            fail("HTML links to \(forbidden)")
        }
    }

    private static func token(_ text: [UInt8], _ index: inout Int) -> String {
        let start = index
        while index < text.count, text[index] != UInt8(ascii: " "), text[index] != UInt8(ascii: ">"),
              text[index] != UInt8(ascii: "="), text[index] != UInt8(ascii: "\n"), text[index] != UInt8(ascii: "/") || index == start {
            index += 1
        }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    /// XML 1.0 allows no C0 control but tab, newline and carriage return; one such byte breaks the whole feed.
    static func checkXML(_ bytes: [UInt8]) {
        checkControls(bytes, what: "XML")
    }

    private static func checkControls(_ bytes: [UInt8], what: String) {
        if let bad = bytes.first(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
            fail("\(what) contains control byte \(bad)")
        }
    }

    private static func fail(_ message: String) -> Never {
        // Unbuffered, so the reason survives the abort.
        let line = "FuzzOracle: \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        abort()
    }
}
