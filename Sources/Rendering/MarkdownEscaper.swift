/// Escapes user text for GitHub-flavoured Markdown so that cmark-gfm shows it as the same text:
/// punctuation that could start syntax is backslash-escaped, `|` cannot split a table cell,
/// and line breaks become spaces so a table row stays one line.
public enum MarkdownEscaper: ByteEscaper {
    /// Appends `text` escaped, byte by byte: every special character is ASCII except U+2028/U+2029
    /// (E2 80 A8/A9), and the common case (nothing to escape) is a single bulk copy.
    public static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        var previousWasSpace = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var lineBreakLength = 0
            if byte == 0x0A || byte == 0x0D {
                lineBreakLength = 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                      bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                lineBreakLength = 3
            }
            if lineBreakLength > 0 {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                if !previousWasSpace { output.append(UInt8(ascii: " ")) }
                previousWasSpace = true
                index += lineBreakLength
                runStart = index
                continue
            }
            if isEscaped(byte) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(UInt8(ascii: "\\"))
                runStart = index
            }
            previousWasSpace = byte == UInt8(ascii: " ")
            index += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    /// Punctuation that could start Markdown syntax; `:` too, so the autolink extension cannot start a URL
    /// that swallows an escape.
    private static func isEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x5C, 0x60, 0x2A, 0x5F, 0x5B, 0x5D, 0x3C, 0x3E, 0x7C, 0x23, 0x21, 0x7E, 0x26,
             0x7B, 0x7D, 0x28, 0x29, 0x2B, 0x2D, 0x2E, 0x3D, 0x22, 0x3A:
            true
        default:
            false
        }
    }
}

extension MarkdownEscaper {
    /// Keeps an organiser's Markdown formatting but turns every `<` into an entity, so no raw HTML
    /// survives into index.md whatever renders it later.
    public static func neutraliseHTML(_ markdown: String) -> String {
        guard markdown.utf8.contains(UInt8(ascii: "<")) else { return markdown }
        return markdown.split(separator: "<", omittingEmptySubsequences: false).joined(separator: "&lt;")
    }
}
