import Domain

/// A source-level failure: bad folder, unreachable API, broken list endpoint. Nothing is published.
public struct SourceFailure: Error, Sendable, CustomStringConvertible {
    public var problem: Problem
    public init(_ problem: Problem) { self.problem = problem }
    public var description: String { problem.description }
}
