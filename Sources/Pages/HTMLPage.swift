import Domain

/// The top-level object of an HTML template. `summary` feeds the meta description; `share`, the card tags.
public struct HTMLPage<Content: Sendable>: Sendable {
    public let frame: Frame
    public let title: String
    public let summary: String?
    public let canonicalURL: String?
    public let noindex: Bool
    public let share: ShareCard?
    public let content: Content
    /// A machine-readable twin of the page (the join API), only ever a `<link rel="alternate">` in the head.
    public var alternateJSON: String? = nil
    /// The Smart App Banner's `content` on join pages (`app-id=…, app-argument=…`), with `apps.ios.app_store_id` set.
    public var appBanner: String? = nil
}
