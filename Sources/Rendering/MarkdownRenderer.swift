import CCmarkGFM
import Foundation
import Synchronization

/// GitHub-flavoured Markdown to HTML through libcmark-gfm, in safe mode: raw HTML is omitted and
/// `javascript:`/`vbscript:`/`file:`/`data:` links are dropped. CMARK_OPT_UNSAFE is never passed.
public struct MarkdownRenderer: Sendable {
    private static let extensions = ["table", "strikethrough", "autolink", "tagfilter"]
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()
    /// libcmark-gfm keeps the inline "special characters" in a process-wide table that its inline pass
    /// (inside `cmark_parser_finish`) fills with the parser's extensions' characters and empties again at
    /// its end; two threads in that pass at once made `~~` and autolinks go unrecognised at random. Only
    /// that pass is taken one at a time: making the parser, reading the blocks, writing HTML and freeing
    /// touch no shared state, so every worker does them at once.
    private static let inlinePass = Mutex(())

    public init() {
        _ = Self.registration
    }

    public func html(from markdown: String) -> String {
        // Table alignment as `style="text-align: …"`: the `align` attribute is obsolete in HTML5.
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in Self.extensions where name != "table" || MarkdownTableGuard.allowsTables(markdown) {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        var text = Self.replacingControls(markdown)
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        var finished: OpaquePointer?
        Self.inlinePass.withLock { _ in finished = cmark_parser_finish(parser) }
        guard let document = finished else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// cmark-gfm replaces only NUL; other C0 controls (form feed, escape…) would reach the page raw.
    /// Like the HTML escaper, keep tab, newline and carriage return and show the rest as U+FFFD.
    static func replacingControls(_ markdown: String) -> String {
        guard markdown.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { return markdown }
        return String(String.UnicodeScalarView(markdown.unicodeScalars.map { scalar in
            scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" ? "\u{FFFD}" : scalar
        }))
    }
}
