/// An escaper that appends escaped UTF-8 straight into a page's bytes; `escape` wraps it for plain strings.
public protocol ByteEscaper {
    static func append(_ text: String, to output: inout [UInt8])
}

extension ByteEscaper {
    public static func escape(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
