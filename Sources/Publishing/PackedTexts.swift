/// Texts one after another in one buffer of UTF-8, each found by its slot: a million document signatures as strings
/// of their own (16 hex digits, one byte past what a string keeps inline) took about 80 bytes each, here 24.
struct PackedTexts: Sendable {
    private var bytes: [UInt8] = []
    private var starts: [UInt32]
    private var ends: [UInt32]

    /// `count` slots, each empty until set.
    init(count: Int) {
        starts = Array(repeating: 0, count: count)
        ends = starts
    }

    mutating func set(_ slot: Int, to text: String) {
        starts[slot] = UInt32(bytes.count)
        bytes.append(contentsOf: text.utf8)
        ends[slot] = UInt32(bytes.count)
    }

    /// Whether the slot holds `text`, without making a string of it.
    func holds(_ slot: Int, _ text: String?) -> Bool {
        guard let text else { return false }
        return text.utf8.elementsEqual(bytes[Int(starts[slot])..<Int(ends[slot])])
    }
}
