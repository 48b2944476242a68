/// What a template can look up. Page models implement this with a `switch` over their keys, so a
/// lookup is a direct call: no reflection and no dynamic casts on the hot path.
public protocol TemplateContext {
    /// The value for `key`, or nil when this context has no such key (lookup then continues outward).
    func value(for key: String) -> TemplateValue?
}
