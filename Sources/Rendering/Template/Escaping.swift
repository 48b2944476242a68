/// How `{{value}}` is escaped; `{{{value}}}` and `{{&value}}` never are.
public enum Escaping: String, Sendable {
    case html = "HTML"
    case markdown = "MARKDOWN"
    case text = "TEXT"
}
