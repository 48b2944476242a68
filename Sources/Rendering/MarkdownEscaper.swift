/// Escapes user text for GitHub-flavoured Markdown so that cmark-gfm shows it as the same text:
/// punctuation that could start syntax is backslash-escaped, `|` cannot split a table cell,
/// and line breaks become spaces so a table row stays one line.
public enum MarkdownEscaper {
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where isSpecial(byte) {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        var previousWasSpace = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}":
                if !previousWasSpace { output.append(" ") }
                previousWasSpace = true
                continue
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "!", "~", "&", "{", "}", "(", ")", "+", "-", ".", "=", "\"",
                 ":":  // ":" too, so the autolink extension cannot start a URL that swallows an escape
                output.append("\\")
                output.unicodeScalars.append(scalar)
            default:
                output.unicodeScalars.append(scalar)
            }
            previousWasSpace = scalar == " "
        }
        return output
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x0A, 0x0D, 0xE2, 0x5C, 0x60, 0x2A, 0x5F, 0x5B, 0x5D, 0x3C, 0x3E, 0x7C, 0x23, 0x21, 0x7E, 0x26,
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
