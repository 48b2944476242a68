/// The new manifest's contests as a build publishes them: entries in listing order, found by id through an index.
/// A dictionary of entries held each one in a slot of its own size at most three quarters full: 690 bytes a
/// contest where the entry is 384.
struct PublishedContests: Sendable {
    private(set) var entries: [Manifest.Entry] = []
    private var positions: [String: Int32] = [:]

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
    }

    var count: Int { entries.count }

    subscript(id: String) -> Manifest.Entry? {
        positions[id].map { entries[Int($0)] }
    }

    /// Publishes `entry` for `id`, in place of an earlier one listed under the same id.
    mutating func set(_ entry: Manifest.Entry, for id: String) {
        if let position = positions[id] {
            entries[Int(position)] = entry
        } else {
            positions[id] = Int32(entries.count)
            entries.append(entry)
        }
    }

    /// Each id with its entry, in id order (the manifest's order).
    func forEachInIDOrder(_ body: (String, Manifest.Entry) -> Void) {
        for (id, position) in positions.sorted(by: { $0.key < $1.key }) { body(id, entries[Int(position)]) }
    }
}
