import Domain
import Foundation

/// A template that failed to load, parse or render; always exit 2.
public struct TemplateError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let message: String
    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }
    public var description: String { "\(file): \(message)" }

    /// The same failure as the build reports it.
    public var problem: Problem { Problem(source: file, message: message) }
}
