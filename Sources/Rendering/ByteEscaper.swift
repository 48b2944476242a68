/// An escaper that appends escaped UTF-8 straight into a page's bytes; `escape` wraps it for plain strings.
public protocol ByteEscaper {
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8])
}

extension ByteEscaper {
    public static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, to: &output) }
    }

    /// Text as UTF-8 read in place (a formatted table's cell).
    public static func append(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0, to: &output) }
    }

    public static func escape(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
