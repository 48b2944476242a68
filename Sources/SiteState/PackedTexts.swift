/// Texts one after another in one buffer of UTF-8, each found by its slot: a million document signatures as strings
/// of their own (16 hex digits, one byte past what a string keeps inline) took about 80 bytes each, here 24.
package struct PackedTexts: Sendable {
    private var bytes: [UInt8] = []
    private var starts: [UInt32]
    private var ends: [UInt32]

    /// `count` slots, each empty until set.
    package init(count: Int) {
        starts = Array(repeating: 0, count: count)
        ends = starts
    }

    package var count: Int { starts.count }

    package mutating func set(_ slot: Int, to text: String) {
        starts[slot] = UInt32(bytes.count)
        bytes.append(contentsOf: text.utf8)
        ends[slot] = UInt32(bytes.count)
    }

    /// Whether the slot holds `text`, without making a string of it.
    package func holds(_ slot: Int, _ text: String?) -> Bool {
        guard let text else { return false }
        return text.utf8.elementsEqual(bytes[Int(starts[slot])..<Int(ends[slot])])
    }
}

extension PackedTexts {
    /// Every slot's text, in slot order; set every slot first.
    func encode(into writer: inout ByteWriter, flushingTo emit: ([UInt8]) -> Void) {
        writer.int(count)
        for slot in 0..<count {
            writer.utf8(bytes[Int(starts[slot])..<Int(ends[slot])])
            writer.flush(to: emit)
        }
    }

    init(from reader: inout ByteReader) throws(ByteReader.Malformed) {
        self.init(count: try reader.count())
        for slot in 0..<count {
            let text = try reader.utf8()
            starts[slot] = UInt32(bytes.count)
            bytes.append(contentsOf: text)
            ends[slot] = UInt32(bytes.count)
        }
    }
}
