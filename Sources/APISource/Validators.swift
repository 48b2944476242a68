/// A response's `ETag` and `Last-Modified`, offered back as `If-None-Match` / `If-Modified-Since`.
struct Validators: Sendable, Equatable {
    var etag: String?
    var lastModified: String?

    var isEmpty: Bool { etag == nil && lastModified == nil }
}
