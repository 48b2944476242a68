/// Compact JSON text of a value, for showing open-ended values (arrays, objects) as they were sent, and for
/// the API's merged leaderboard pages. Written as UTF-8 bytes: a 100,000-row leaderboard is millions of strings,
/// and appending them scalar by scalar to a `String` was a fifth of a first build from the API.
public enum JSONText {
    public static func compact(_ value: JSONValue) -> String {
        String(decoding: compactBytes(value), as: UTF8.self)
    }

    public static func compactBytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, to: &output)
        return output
    }

    private static func write(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number): output.append(contentsOf: String(number).utf8)
        case .number(let number): output.append(contentsOf: (number.isFinite ? "\(number)" : "null").utf8)
        case .string(let text): writeString(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for index in 0..<object.count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(object.keys[index], to: &output)
                output.append(UInt8(ascii: ":"))
                write(object.values[index], to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Most strings need no escape: copied whole.
            guard bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                output.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
                case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
                case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
                case ..<0x20:
                    let hex = String(byte, radix: 16)
                    output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
