import Domain

/// One name a template looks up, where it is written and what was in scope there, as `pcsite check` reports it.
public struct TemplateReference: Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    /// `a.b.c` as ["a", "b", "c"].
    public let path: [String]
    /// The page template, then each enclosing section and partial include, outermost first:
    /// `["index.html", "{{#content}}", "{{> partials/card}}", "{{#contests}}"]`.
    public let within: [String]
    /// The first part of the path the page's model does not answer there; nil when the name resolves.
    public let unanswered: String?
    /// The names that part could have been: the keys in scope (for `a.b`, the keys of `a`'s model).
    public let namesInScope: [String]

    public var name: String { path.joined(separator: ".") }
    public var description: String { "\(file):\(line): {{\(name)}}" }

    /// The check's line: file, line, the name, where it stands and the names in scope close to it.
    public var warning: String {
        let close = CloseNames.to(unanswered ?? name, among: namesInScope)
        return "\(description) is not a name on this page here (\(within.joined(separator: " › ")))"
            + (close.isEmpty ? "" : "; close names in scope: \(close.joined(separator: ", "))")
    }
}
