/// The published tree's files with their sizes and digests, handed over one at a time (the trusted manifest's
/// list, read from its file, not held); `forEach` says false when the list could not be read whole.
public struct StreamedFileList: Sendable {
    public typealias Body = (_ path: String, _ entry: SiteFileList.Entry) -> Void
    public let forEach: @Sendable (_ body: Body) -> Bool

    public init(_ forEach: @escaping @Sendable (_ body: Body) -> Bool) {
        self.forEach = forEach
    }

    /// A list held in memory.
    public init(_ files: [String: SiteFileList.Entry]) {
        self.init { body in
            for (path, entry) in files { body(path, entry) }
            return true
        }
    }
}
