import Foundation

/// The `pcsite` executable SwiftPM built beside these tests.
public enum PCSiteBinary {
    public static let path = TestSite.repository.appendingPathComponent(".build/debug/pcsite").path
    /// The binary, or an error saying how to build it (never a silent skip).
    public static func required() throws -> String {
        guard FileManager.default.isExecutableFile(atPath: path) else { throw PCSiteBinaryMissing(path: path) }
        return path
    }

    /// `errors`: a file for its stderr (else discarded).
    public static func start(in site: TestSite, _ extra: [String] = [], executable: String = path,
                             errors: URL? = nil) throws -> Process {
        if executable == path { _ = try required() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["build", "--out", "public"] + extra
        process.currentDirectoryURL = site.root
        process.standardOutput = FileHandle.nullDevice
        if let errors {
            guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errors.path])
            }
            process.standardError = try FileHandle(forWritingTo: errors)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return process
    }

    public static func run(in site: TestSite, _ extra: [String] = [], executable: String = path) throws -> Int32 {
        let process = try start(in: site, extra, executable: executable)
        process.waitUntilExit()
        return process.terminationStatus
    }
}

public struct PCSiteBinaryMissing: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "\(path) is missing: run `swift build` first (README's test command does)" }
}
