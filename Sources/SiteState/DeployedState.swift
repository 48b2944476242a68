import Domain
import Foundation
import OutputTree

/// What pcsite last deployed to one target: the build id, then every file with its digest in the order of its
/// path's bytes, `<16 hex digits> <size> <path>` a line. Kept beside the output (`.pcsite/<out>.deployed-<target
/// key>`), written only after a successful switch, so the next plan is the two lists read side by side
/// (`DeployPlan`) and never a listing of the remote. Read and written a megabyte at a time, never held whole.
package enum DeployedState {
    /// `target`: the deploy target's name (`TargetAddress.name`).
    package static func path(forOutput output: String, target: String) -> String {
        var digest = ContentDigest()
        digest.combine(target)
        return SideFiles.path(forOutput: output, suffix: "deployed-\(digest.hex)")
    }

    /// Only the build id, from the record's first line (a no-op deploy needs nothing else).
    package static func buildID(forOutput output: String, target: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path(forOutput: output, target: target)) else { return nil }
        defer { try? file.close() }
        let head = (try? file.read(upToCount: 256)) ?? Data()
        guard let line = head.split(separator: UInt8(ascii: "\n")).first, line.starts(with: Array("build ".utf8)) else { return nil }
        return String(decoding: line.dropFirst(6), as: UTF8.self)
    }

    /// The record, read through once to check every line and their order and to count them; nil when there is
    /// none, it is damaged or its lines are out of order (as an earlier pcsite wrote them): the next deploy then
    /// sends everything, once.
    package static func open(forOutput output: String, target: String) -> DeployedFiles? {
        let path = path(forOutput: output, target: target)
        var buildID: String?
        var count = 0
        var previous: [UInt8] = []
        let outcome = ByteReader.forEachLine(of: path) { line in
            guard buildID != nil else {
                guard line.starts(with: "build ".utf8) else { return false }
                buildID = String(decoding: line.dropFirst(6), as: UTF8.self)
                return true
            }
            guard let (name, _) = file(inLine: line) else { return false }
            if count > 0, previous.withUnsafeBufferPointer({ PackedStrings<Int>.compare($0, name) }) >= 0 { return false }
            previous.removeAll(keepingCapacity: true)
            previous.append(contentsOf: name)
            count += 1
            return true
        }
        guard outcome == .read, let buildID else { return nil }
        return DeployedFiles(buildID: buildID, count: count, path: path)
    }

    /// One file's line: its path's bytes and its entry; nil for anything else.
    static func file(inLine line: UnsafeBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, SiteFileList.Entry)? {
        guard line.count > 19, line[16] == UInt8(ascii: " ") else { return nil }
        var value: UInt64 = 0
        for byte in line.prefix(16) {
            guard let digit = hexDigit(byte) else { return nil }
            value = value << 4 | UInt64(digit)
        }
        var index = 17, size = 0
        while index < line.count, line[index] != UInt8(ascii: " ") {
            guard line[index] >= UInt8(ascii: "0"), line[index] <= UInt8(ascii: "9") else { return nil }
            size = size * 10 + Int(line[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > 17, index + 1 < line.count else { return nil }
        return (UnsafeBufferPointer(rebasing: line[(index + 1)...]), SiteFileList.Entry(size: size, value: value))
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// `files` as what is live now, in their order (sorted), a megabyte at a time.
    package static func save(_ files: SortedFileList, forOutput output: String, target: String) throws(Problem) {
        try AtomicFile.write(to: path(forOutput: output, target: target), action: "deployed, but cannot record it") { text in
            text.append("build \(files.buildID)\n")
            for index in 0..<files.count {
                let entry = files.entry(at: index)
                text.append(entry.digest)
                text.append(UInt8(ascii: " "))
                text.append(String(entry.size))
                text.append(UInt8(ascii: " "))
                files.files.withBytes(at: index) { text.append($0) }
                text.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// After a rollback (or anything else that makes the record untrue) the next deploy compares nothing.
    package static func forget(forOutput output: String, target: String) {
        unlink(path(forOutput: output, target: target))
    }
}

/// The files of the last deploy in path order, handed over one at a time: read again from the record, or held
/// (a list in memory: the deploy plan's tests).
package struct DeployedFiles {
    package let buildID: String
    package let count: Int
    private let source: Source

    private enum Source {
        case record(String)
        case held(SortedFileList)
    }

    fileprivate init(buildID: String, count: Int, path: String) {
        (self.buildID, self.count, source) = (buildID, count, .record(path))
    }

    init(buildID: String, held files: SortedFileList) {
        (self.buildID, count, source) = (buildID, files.count, .held(files))
    }

    package func forEach(_ body: (UnsafeBufferPointer<UInt8>, SiteFileList.Entry) -> Void) throws(Problem) {
        switch source {
        case let .held(files):
            for index in 0..<files.count {
                files.files.withBytes(at: index) { body($0, files.entry(at: index)) }
            }
        case let .record(path):
            var first = true
            let outcome = ByteReader.forEachLine(of: path) { line in
                if first {
                    first = false
                    return true
                }
                guard let (name, entry) = DeployedState.file(inLine: line) else { return false }
                body(name, entry)
                return true
            }
            guard outcome == .read else {
                throw Problem(source: path, message: "the record of the last deploy changed or became unreadable while the plan read it")
            }
        }
    }
}
