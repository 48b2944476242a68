/// Compact JSON text of a value, for showing open-ended values (arrays, objects) as they were sent.
public enum JSONText {
    public static func compact(_ value: JSONValue) -> String {
        var output = ""
        write(value, to: &output)
        return output
    }

    private static func write(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .number(let number): output += number.isFinite ? "\(number)" : "null"
        case .string(let text): writeString(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case .object(let object):
            output += "{"
            for index in 0..<object.count {
                if index > 0 { output += "," }
                writeString(object.keys[index], to: &output)
                output += ":"
                write(object.values[index], to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
