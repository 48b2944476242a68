import CCmarkGFM
import Foundation

/// GitHub-flavoured Markdown to HTML through libcmark-gfm, in safe mode: raw HTML is omitted and
/// `javascript:`/`vbscript:`/`file:`/`data:` links are dropped. CMARK_OPT_UNSAFE is never passed.
public struct MarkdownRenderer: Sendable {
    private static let extensions = ["table", "strikethrough", "autolink", "tagfilter"]
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    public init() {
        _ = Self.registration
    }

    public func html(from markdown: String) -> String {
        let options = CMARK_OPT_DEFAULT
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in Self.extensions where name != "table" || MarkdownTableGuard.allowsTables(markdown) {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        var text = markdown
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
