import Mustache

/// `{{% CONTENT_TYPE: MARKDOWN }}`: in Markdown templates every `{{value}}` is Markdown-escaped by the engine.
struct MarkdownContentType: MustacheContentType {
    func escapeText(_ text: String) -> String { MarkdownEscaper.escape(text) }

    /// Registered before any template is parsed, because the parser looks content types up by name.
    static func register() {
        _ = registration
    }

    private static let registration: Void = MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
}
