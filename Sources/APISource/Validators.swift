/// A response's `ETag` and `Last-Modified`, offered back as `If-None-Match` / `If-Modified-Since`.
struct Validators: Sendable, Equatable {
    var etag: String?
    var lastModified: String?

    var isEmpty: Bool { etag == nil && lastModified == nil }

    /// As the HTTP cache and the held files write them: two lines, each `=value` or `-`; nil when a value holds
    /// a line break (such a validator is not kept).
    var lines: String? {
        let fields = [etag, lastModified]
        guard !fields.contains(where: { $0?.contains(where: \.isNewline) == true }) else { return nil }
        return fields.map { $0.map { "=" + $0 } ?? "-" }.joined(separator: "\n")
    }

    /// The two lines back; nil when either is malformed.
    init?(lines etag: String, _ lastModified: String) {
        func value(_ field: String) -> String?? {
            if field == "-" { return .some(nil) }
            return field.hasPrefix("=") ? .some(String(field.dropFirst())) : nil
        }
        guard let etag = value(etag), let lastModified = value(lastModified) else { return nil }
        self.init(etag: etag, lastModified: lastModified)
    }

    init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }
}
