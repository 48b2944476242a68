import Foundation
import Domain
import Rendering

/// A `content/pages/<name>.md` file.
public struct ContentPageSource: Sendable {
    public let name: String
    public let title: String
    public let markdown: String

    /// The title is the first ATX heading, else the file name.
    public init(name: String, markdown: String) {
        self.name = name
        self.markdown = markdown
        let heading = markdown.split(whereSeparator: \.isNewline).first { $0.hasPrefix("# ") }
        title = heading.map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) } ?? name
    }
}
