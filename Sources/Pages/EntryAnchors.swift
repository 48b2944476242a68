import Domain

/// The `id` of every standings row (CONTRACT §6, "Finding an entrant"): `entry-<entry_id>` wherever the row
/// falls, so a shared link survives rank changes; `entry-rank-<n>-<i>` (the i-th row shown with rank n, or at
/// position n without a rank) when the row has no entry_id that is a safe path segment, when another row
/// already took the same one, or when the id itself starts with "rank-" and could collide with that form.
enum EntryAnchors {
    static func of(_ sorted: [Int], of rows: StandingsRows) -> [String] {
        var used = Set<String>(minimumCapacity: sorted.count)
        var fallbacks: [Int: Int] = [:]
        var anchors: [String] = []
        anchors.reserveCapacity(sorted.count)
        for (position, row) in sorted.enumerated() {
            if let id = rows.entryID(row), PathSegment.isSafe(id), !id.hasPrefix("rank-"), used.insert(id).inserted {
                anchors.append("entry-" + id)
                continue
            }
            let rank = rows.rank(row) ?? (position + 1)
            let index = fallbacks[rank, default: 0] + 1
            fallbacks[rank] = index
            anchors.append("entry-rank-\(rank)-\(index)")
        }
        return anchors
    }
}
