/// Reads typed fields of one JSON object, recording a path-named issue for every missing
/// required key or wrong type. Optional keys that are absent or null read as nil.
struct FieldReader {
    let object: JSONObject
    let path: JSONPath

    init?(_ value: JSONValue, at path: JSONPath, issues: inout DecodeIssues) {
        guard case .object(let object) = value else {
            issues.add(path, "expected object, got \(value.typeName)")
            return nil
        }
        self.object = object
        self.path = path
    }

    /// The raw value; for a required key, its absence is an issue.
    func value(_ key: String, required: Bool, issues: inout DecodeIssues) -> JSONValue? {
        guard let value = object[key] else {
            if required { issues.add(path.key(key), "missing required key") }
            return nil
        }
        return value
    }

    func string(_ key: String, required: Bool = false, nullable: Bool = true, issues: inout DecodeIssues) -> String? {
        read(key, required: required, nullable: nullable, expected: "string", issues: &issues) {
            if case .string(let text) = $0 { text } else { nil }
        }
    }

    func bool(_ key: String, required: Bool = false, issues: inout DecodeIssues) -> Bool? {
        read(key, required: required, nullable: true, expected: "boolean", issues: &issues) {
            if case .bool(let flag) = $0 { flag } else { nil }
        }
    }

    func int(_ key: String, required: Bool = false, nullable: Bool = true, issues: inout DecodeIssues) -> Int64? {
        read(key, required: required, nullable: nullable, expected: "integer", issues: &issues) { $0.integerValue }
    }

    func double(_ key: String, required: Bool = false, issues: inout DecodeIssues) -> Double? {
        read(key, required: required, nullable: true, expected: "number", issues: &issues) { $0.doubleValue }
    }

    func array(_ key: String, required: Bool = false, issues: inout DecodeIssues) -> [JSONValue]? {
        read(key, required: required, nullable: !required, expected: "array", issues: &issues) {
            if case .array(let elements) = $0 { elements } else { nil }
        }
    }

    /// Decodes each element with `decode`, which receives the element's own path.
    func elements<T>(
        _ key: String, required: Bool = false, issues: inout DecodeIssues,
        decode: (JSONValue, JSONPath, inout DecodeIssues) -> T?
    ) -> [T]? {
        guard let elements = array(key, required: required, issues: &issues) else { return nil }
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if let decoded = decode(element, path.key(key).index(index), &issues) { result.append(decoded) }
        }
        return result
    }

    private func read<T>(
        _ key: String, required: Bool, nullable: Bool, expected: String, issues: inout DecodeIssues,
        convert: (JSONValue) -> T?
    ) -> T? {
        guard let value = value(key, required: required, issues: &issues) else { return nil }
        if case .null = value {
            if !nullable { issues.add(path.key(key), "expected \(expected), got null") }
            return nil
        }
        guard let converted = convert(value) else {
            issues.add(path.key(key), "expected \(expected), got \(value.typeName)")
            return nil
        }
        return converted
    }
}

extension JSONValue {
    /// An integer, also when written as a number with a zero fraction (`12.0`).
    public var integerValue: Int64? {
        switch self {
        case .integer(let value): value
        case .number(let value) where value.rounded() == value && abs(value) < 9.2e18: Int64(value)
        default: nil
        }
    }

    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }
}
