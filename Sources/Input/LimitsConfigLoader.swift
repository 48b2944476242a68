import Domain
import Foundation

/// Reads pcsite.yml's `limits:` mapping into `DocumentLimits`.
enum LimitsConfigLoader {
    static func parse(_ node: Any, source: String) throws(BuildProblem) -> DocumentLimits {
        guard let map = node as? [String: Any] else {
            throw BuildProblem(source: source, path: "$.limits", message: "expected a mapping of limits")
        }
        var limits = DocumentLimits()
        func count(_ key: String) throws(BuildProblem) -> Int? {
            guard let value = map[key], !(value is NSNull) else { return nil }
            // Up to 64 GiB or 64 billion cells: beyond any machine pcsite runs on, and far from overflowing.
            guard let number = value as? Int, number >= 1, number <= 1 << 36 else {
                throw BuildProblem(source: source, path: "$.limits.\(key)", message: "expected a whole number from 1 to \(1 << 36)")
            }
            return number
        }
        if let bytes = try count("max_document_bytes") { limits.maxDocumentBytes = bytes }
        if let cells = try count("max_leaderboard_cells") { limits.maxLeaderboardCells = cells }
        return limits
    }
}
