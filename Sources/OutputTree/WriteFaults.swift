/// A test seam, passed in with the request (never global): makes the write at a step and path fail with
/// an errno, as a disk that is full, read-only or failing would, at points a real full disk cannot reach.
public struct WriteFaults: Sendable {
    public let code: @Sendable (WriteStep, String) -> Int32?

    /// `code` answers the errno the write at (step, path) fails with, or nil to let it happen.
    public init(_ code: @escaping @Sendable (WriteStep, String) -> Int32?) {
        self.code = code
    }
}
