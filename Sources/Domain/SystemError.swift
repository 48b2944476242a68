import Foundation

/// A system call that failed on a path, as the user reads it: `path: No space left on device` —
/// the cause in words (`strerror`), never a bare errno number.
public struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// The errno value, kept for decisions (a full disk, an interrupted call), never shown as a number.
    public var code: Int32
    /// What was being done, when the path alone does not say it ("cannot lock").
    public var action: String?

    public init(path: String, code: Int32, action: String? = nil) {
        self.path = path
        self.code = code
        self.action = action
    }

    public var cause: String { String(cString: strerror(code)) }

    public var description: String { problem.description }

    /// The one-line problem: `path: action: cause` or `path: cause`.
    public var problem: Problem {
        Problem(source: path, message: action.map { "\($0): \(cause)" } ?? cause)
    }
}

extension Problem {
    /// The problem of a system call that failed on `path` with `code` (usually `errno`, read right after the call).
    public static func system(_ path: String, code: Int32, action: String? = nil) -> Problem {
        SystemError(path: path, code: code, action: action).problem
    }
}
