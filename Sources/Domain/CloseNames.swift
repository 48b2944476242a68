/// The known names close to a misspelt one, for "did you mean" hints: within an edit distance that grows with the
/// name's length (1 up to 5 characters, 2 up to 8, then 3), letters compared without case, and a swap of two
/// neighbouring letters counted as one edit (`nmae` → `name`).
public enum CloseNames {
    public static func to(_ name: String, among candidates: some Sequence<String>, limit: Int = 4) -> [String] {
        let typed = Array(name.lowercased())
        let allowed = typed.count <= 5 ? 1 : typed.count <= 8 ? 2 : 3
        let scored = Set(candidates).compactMap { candidate -> (String, Int)? in
            let distance = Self.distance(typed, Array(candidate.lowercased()))
            return distance <= allowed && candidate != name ? (candidate, distance) : nil
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
