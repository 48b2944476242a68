/// HTML/XML text escaping over UTF-8 bytes: `& < > " '` become entities; NUL and the other C0 controls that
/// XML 1.0 forbids (all but tab, newline, carriage return) become U+FFFD, so a hostile name cannot break
/// feed.xml or the sitemap; everything else is copied.
public enum HTMLEscaper: ByteEscaper {
    /// Appends `text` escaped; the common case (nothing to escape) is a single bulk copy.
    public static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count {
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            case 0x09, 0x0A, 0x0D: continue
            case 0x00..<0x20: replacement = "\u{FFFD}"
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
}
