import CQRencode
import Foundation
import Rendering
import Testing
import TestSupport

@Suite("QR code SVG")
struct QRCodeTests {
    static let url = "https://contests.example.com/join/weekendWarriors24/"

    /// The dark modules the SVG path draws, read back from its `M x y h n v1 h-n z` runs.
    static func modules(in svg: String) throws -> (size: Int, dark: Set<[Int]>) {
        let viewBox = try #require(svg.firstMatch(of: /viewBox="0 0 (\d+) (\d+)"/))
        let size = try #require(Int(viewBox.1))
        #expect(viewBox.1 == viewBox.2)
        let path = try #require(svg.firstMatch(of: /<path fill="#000" d="([^"]*)"\/>/)).1
        var dark = Set<[Int]>()
        for run in path.matches(of: /M(\d+) (\d+)h(\d+)v1h-(\d+)z/) {
            let (x, y, length) = (try #require(Int(run.1)), try #require(Int(run.2)), try #require(Int(run.3)))
            #expect(run.3 == run.4)
            for offset in 0..<length { dark.insert([x + offset, y]) }
        }
        return (size, dark)
    }

    @Test func theSVGDrawsExactlyLibqrencodesMatrixInsideAQuietZone() throws {
        let svg = try #require(QRCodeSVG.svg(for: Self.url, label: "QR code"))
        guard let code = QRcode_encodeString(Self.url, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else {
            Issue.record("libqrencode failed"); return
        }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        // A version-v symbol is 17 + 4v modules wide.
        #expect(width == 17 + 4 * Int(code.pointee.version))
        var expected = Set<[Int]>()
        for y in 0..<width {
            for x in 0..<width where code.pointee.data[y * width + x] & 1 == 1 {
                expected.insert([x + QRCodeSVG.quietZone, y + QRCodeSVG.quietZone])
            }
        }
        let (size, dark) = try Self.modules(in: svg)
        #expect(size == width + 2 * QRCodeSVG.quietZone)
        #expect(dark == expected)
        // The three finder patterns: a dark 7-module top row at each of the three corners.
        for (x, y) in [(0, 0), (width - 7, 0), (0, width - 7)] {
            #expect((0..<7).allSatisfy { dark.contains([x + $0 + 4, y + 4]) })
        }
    }

    @Test func theSVGIsOnePathLabelledAndDeterministic() throws {
        let first = try #require(QRCodeSVG.svg(for: Self.url, label: "QR code for <this> page"))
        #expect(first == QRCodeSVG.svg(for: Self.url, label: "QR code for <this> page"))
        #expect(first.matches(of: #/<path /#).count == 1)
        #expect(first.contains("role=\"img\"") && first.contains("shape-rendering=\"crispEdges\""))
        #expect(first.contains("aria-label=\"QR code for &lt;this&gt; page\""))
        #expect(first.contains("<title>QR code for &lt;this&gt; page</title>"))
        #expect(QRCodeSVG.svg(for: Self.url + "x", label: "QR code") != QRCodeSVG.svg(for: Self.url, label: "QR code"))
    }

    @Test func longerTextNeedsALargerVersion() throws {
        let short = try #require(QRCodeSVG.matrix(for: "https://a.example/j/x/"))
        let long = try #require(QRCodeSVG.matrix(for: "https://contests.example.com/join/" + String(repeating: "a", count: 120) + "/"))
        #expect(short.count == 25 || short.count == 29)
        #expect(long.count > short.count && (long.count - 17) % 4 == 0)
    }

    /// The real proof: rasterise the SVG and let an independent decoder (zbar) read the URL back. Without the
    /// tools this fails naming their packages (scripts/setup.sh installs them); it never skips.
    @Test func aDecoderReadsTheURLBack() throws {
        for (tool, package) in [("/usr/bin/rsvg-convert", "librsvg2-bin"), ("/usr/bin/zbarimg", "zbar-tools")] {
            try #require(FileManager.default.isExecutableFile(atPath: tool),
                         "\(tool) is not installed: install the Debian package \(package) (scripts/setup.sh installs it)")
        }
        let svg = try #require(QRCodeSVG.svg(for: Self.url, label: "QR code"))
        let folder = URL(fileURLWithPath: try temporaryFolder("qr"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("qr.svg"), pngFile = folder.appendingPathComponent("qr.png")
        try Data(svg.utf8).write(to: svgFile)
        #expect(try Self.run("/usr/bin/rsvg-convert", ["-w", "400", "-o", pngFile.path, svgFile.path]).status == 0)
        let decoded = try Self.run("/usr/bin/zbarimg", ["--quiet", "--raw", pngFile.path])
        #expect(decoded.status == 0)
        #expect(decoded.output.trimmingCharacters(in: .newlines) == Self.url)
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
