/// A page fetched through the HTTP cache, with its validators: kept (`APIClient.remember`) only once the document
/// it belongs to parsed and mapped, so a body that does not is never offered back.
struct CachedPage: Sendable {
    var url: String
    var validators: Validators
    var body: [UInt8]
}
