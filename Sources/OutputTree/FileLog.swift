import Domain

extension OutputStaging {
    /// The staging tree's file records as bytes in a `ScratchFile`, appended in batches by each shard: the sequence
    /// of the record, whether the file was written (then its size and digest) or linked, and its path.
    enum FileLog {
        /// Bytes a shard gathers before it appends them: 256 shards hold about 4 MB.
        static let batch = 8 << 10

        static func append(_ sequence: Int, _ path: String, _ entry: SiteFileList.Entry?, to bytes: inout [UInt8]) {
            int(sequence, to: &bytes)
            bytes.append(entry == nil ? 0 : 1)
            int(entry?.size ?? 0, to: &bytes)
            int(Int(bitPattern: UInt(entry?.value ?? 0)), to: &bytes)
            int(path.utf8.count, to: &bytes)
            bytes.append(contentsOf: path.utf8)
        }

        private static func int(_ value: Int, to bytes: inout [UInt8]) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        private static let fixed = 8 + 1 + 8 + 8 + 8

        /// Each record of the first `end` bytes of `file`, in the order they were appended, read a megabyte at a
        /// time; false when the file could not be read.
        static func replay(_ file: ScratchFile, to end: Int,
                           _ body: (_ sequence: Int, _ path: String, _ entry: SiteFileList.Entry?) -> Void) -> Bool {
            var window: [UInt8] = []
            var position = 0
            var offset = 0
            /// Makes `count` bytes from `position` available in `window`.
            func ensure(_ count: Int) -> Bool {
                if window.count - position >= count { return true }
                let unread = end - offset
                let wanted = min(unread, max(count - (window.count - position), 1 << 20))
                guard wanted > 0, let more = file.read(at: offset, length: wanted) else { return false }
                window.removeSubrange(0..<position)
                position = 0
                window += more
                offset += wanted
                return window.count >= count
            }
            func int(at index: Int) -> Int {
                var value: Int64 = 0
                for byte in 0..<8 { value |= Int64(window[index + byte]) << (8 * byte) }
                return Int(value)
            }
            while offset < end || position < window.count {
                guard ensure(fixed) else { return false }
                let sequence = int(at: position)
                let written = window[position + 8] == 1
                let size = int(at: position + 9)
                let value = UInt64(UInt(bitPattern: int(at: position + 17)))
                let length = int(at: position + 25)
                guard length >= 0, ensure(fixed + length) else { return false }
                let path = String(decoding: window[(position + fixed)..<(position + fixed + length)], as: UTF8.self)
                position += fixed + length
                body(sequence, path, written ? SiteFileList.Entry(size: size, value: value) : nil)
            }
            return true
        }
    }
}
