import Domain
import Foundation
import OutputTree

/// What pcsite last deployed to one target: the build id and every file with its digest. Kept beside the
/// output (`.pcsite/<out>.deployed-<target key>`), written only after a successful switch, so the next plan
/// is a comparison of two lists and never a listing of the remote.
public struct DeployedState: Sendable, Equatable {
    public var buildID: String
    public var files: [String: SiteFileList.Entry]

    public init(buildID: String, files: [String: SiteFileList.Entry]) {
        self.buildID = buildID
        self.files = files
    }

    public static func path(forOutput output: String, target: TargetAddress) -> String {
        var digest = ContentDigest()
        digest.combine(target.name)
        return SideFiles.path(forOutput: output, suffix: "deployed-\(digest.hex)")
    }

    /// Only the build id, from the record's first line (a no-op deploy needs nothing else).
    static func buildID(forOutput output: String, target: TargetAddress) -> String? {
        guard let file = FileHandle(forReadingAtPath: path(forOutput: output, target: target)) else { return nil }
        defer { try? file.close() }
        let head = (try? file.read(upToCount: 256)) ?? Data()
        guard let line = head.split(separator: UInt8(ascii: "\n")).first, line.starts(with: Array("build ".utf8)) else { return nil }
        return String(decoding: line.dropFirst(6), as: UTF8.self)
    }

    /// One line per file, `<16 hex digits> <size> <path>`, parsed over the raw bytes (27,700 lines; slicing
    /// `Data` line by line cost a third of a second) where they were read, line by line: a copy of them and an
    /// array of every line were each as big again (a record of 440,000 files is 35 MB).
    static func load(forOutput output: String, target: TargetAddress) -> DeployedState? {
        guard let data = FileManager.default.contents(atPath: path(forOutput: output, target: target)) else { return nil }
        return data.withUnsafeBytes { parse($0.bindMemory(to: UInt8.self)) }
    }

    static func parse(_ bytes: [UInt8]) -> DeployedState? {
        bytes.withUnsafeBufferPointer(parse)
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> DeployedState? {
        let newline = UInt8(ascii: "\n")
        var start = buffer.startIndex
        /// The next line that is not empty, without its newline.
        func nextLine() -> Slice<UnsafeBufferPointer<UInt8>>? {
            while start < buffer.endIndex {
                let end = buffer[start...].firstIndex(of: newline) ?? buffer.endIndex
                defer { start = end + 1 }
                if end > start { return buffer[start..<end] }
            }
            return nil
        }
        guard let header = nextLine(), header.starts(with: "build ".utf8) else { return nil }
        var state = DeployedState(buildID: String(decoding: header.dropFirst(6), as: UTF8.self), files: [:])
        // Room for every line at once: a dictionary grown by doubling holds both sizes while it moves.
        state.files.reserveCapacity(buffer.reduce(0) { $1 == newline ? $0 + 1 : $0 })
        while let line = nextLine() {
            guard line.count > 19, line[line.startIndex + 16] == UInt8(ascii: " ") else { return nil }
            var value: UInt64 = 0
            for byte in line.prefix(16) {
                guard let digit = hexDigit(byte) else { return nil }
                value = value << 4 | UInt64(digit)
            }
            let rest = line.dropFirst(17)
            guard let space = rest.firstIndex(of: UInt8(ascii: " ")), space > rest.startIndex else { return nil }
            var size = 0
            for byte in rest[..<space] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                size = size * 10 + Int(byte - UInt8(ascii: "0"))
            }
            state.files[String(decoding: rest[(space + 1)...], as: UTF8.self)] = SiteFileList.Entry(size: size, value: value)
        }
        return state
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// Written a megabyte at a time, never held whole.
    func save(forOutput output: String, target: TargetAddress) throws(Problem) {
        try AtomicFile.write(to: Self.path(forOutput: output, target: target), action: "deployed, but cannot record it") { emit in
            var text = [UInt8]("build \(buildID)\n".utf8)
            text.reserveCapacity(1 << 20 + 4_096)
            for (path, entry) in files {
                text += entry.digest.utf8
                text.append(UInt8(ascii: " "))
                text += String(entry.size).utf8
                text.append(UInt8(ascii: " "))
                text += path.utf8
                text.append(UInt8(ascii: "\n"))
                if text.count >= 1 << 20 {
                    emit(text)
                    text.removeAll(keepingCapacity: true)
                }
            }
            emit(text)
        }
    }

    /// After a rollback (or anything else that makes the record untrue) the next deploy compares nothing.
    static func forget(forOutput output: String, target: TargetAddress) {
        unlink(path(forOutput: output, target: target))
    }
}
