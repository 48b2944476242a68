/// How a monitored run ends: its final exit status (`stale_after` may raise 0 to 1) and the lines to print.
public struct RunEnd: Sendable {
    public var exitStatus: Int32
    /// Each one line for stderr as an error: stale standings, an unwritable metrics file.
    public var errors: [String] = []
    /// Each one line for stderr as a note: pings that failed (they never change the exit status).
    public var notes: [String] = []
}
