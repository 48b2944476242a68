import Domain

/// Reads pcsite.yml's `limits:` mapping into `DocumentLimits`.
enum LimitsConfigLoader {
    /// Up to 64 GiB or 64 billion cells: beyond any machine pcsite runs on, and far from overflowing.
    static let largest = 1 << 36

    static func parse(_ node: Any, source: String) throws(Problem) -> DocumentLimits {
        let map = try ConfigLoader.mapping(node, key: "limits", source: source, of: "limits")
        var limits = DocumentLimits()
        func count(_ key: String) throws(Problem) -> Int? {
            try ConfigLoader.wholeNumber(map, key, in: 1...largest, parent: "limits", source: source)
        }
        if let bytes = try count("max_document_bytes") { limits.maxDocumentBytes = bytes }
        if let cells = try count("max_leaderboard_cells") { limits.maxLeaderboardCells = cells }
        return limits
    }
}
