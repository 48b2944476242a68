import Foundation
import OutputTree
import Testing

/// The windowed reader's lines: across window edges, longer than a window, blank lines skipped, a last line without
/// its newline, and a file that is not there.
@Suite struct ByteReaderLineTests {
    @Test func linesComeBackAsWrittenWhateverTheWindowsEdges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("byte-reader-lines-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Lines of every length up to past two windows, so that edges fall inside lines, on newlines and between them.
        var lines = (0..<3_000).map { index in String(repeating: Character(UnicodeScalar(UInt8(97 + index % 26))), count: index * 7 % 1_500 + 1) }
        lines.append(String(repeating: "z", count: 2 * ByteReader.window + 3))
        lines += ["last"]
        let text = lines.dropLast().map { $0 + "\n" }.joined(separator: "\n") + "\n\n" + lines.last!
        let path = folder.appendingPathComponent("lines").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(text.utf8.count > 3 * ByteReader.window)

        var read: [String] = []
        #expect(ByteReader.forEachLine(of: path) { read.append(String(decoding: $0, as: UTF8.self)); return true } == .read)
        #expect(read == lines)
        var first: [String] = []
        #expect(ByteReader.forEachLine(of: path) { first.append(String(decoding: $0, as: UTF8.self)); return first.count < 5 } == .stopped)
        #expect(first == Array(lines.prefix(5)))
        #expect(ByteReader.forEachLine(of: path + "-none") { _ in true } == .unreadable(ENOENT))
    }
}
