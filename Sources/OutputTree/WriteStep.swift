/// Where a build writes, for `WriteFaults`.
public enum WriteStep: String, Sendable, CaseIterable {
    /// A page or asset in the staging tree (the path is relative to the output).
    case file
    /// Hard-linking a folder of the published site into the staging tree (last good or unchanged pages).
    case keep
    /// A join page waiting beside the staging tree.
    case pending
    /// The manifest saved before the swap, and its promotion after it.
    case manifest
    /// The JSON report.
    case report
    /// Moving the new tree into place.
    case swap
}
