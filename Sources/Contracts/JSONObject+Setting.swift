extension JSONObject {
    /// This object with `key`'s value replaced, or the key appended when absent; key order is kept.
    public func setting(_ key: String, _ value: JSONValue) -> JSONObject {
        var keys = keys, values = values
        if let index = keys.firstIndex(of: key) {
            values[index] = value
        } else {
            keys.append(key)
            values.append(value)
        }
        return JSONObject(keys: keys, values: values)
    }
}
