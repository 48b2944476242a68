/// All the issues of one document; its description is one line per issue.
public struct DocumentIssues: Error, Sendable, Equatable {
    public let issues: [DecodeIssue]
    public init(_ issues: [DecodeIssue]) { self.issues = issues }
}
