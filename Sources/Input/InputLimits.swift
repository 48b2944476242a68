import Contracts
import Domain
import Foundation

/// Limits that keep hostile input from exhausting memory.
public struct InputLimits: Sendable, Equatable {
    /// Largest document read, in bytes.
    public var maxDocumentBytes: Int
    /// Largest standings table, columns × rows. Missing cells are padded, so a wide schema over many tiny rows
    /// would otherwise turn a few megabytes of JSON into billions of cells.
    public var maxLeaderboardCells: Int

    public init(maxDocumentBytes: Int = 256 * 1024 * 1024, maxLeaderboardCells: Int = 10_000_000) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxLeaderboardCells = maxLeaderboardCells
    }
}
