import Foundation
import TestSupport

/// The built binary, run in a scratch copy of the sample site, as an operator runs it.
enum CLI {
    static var binary: String { PCSiteBinary.path }

    struct Run {
        var status: Int32
        var stdout: [String]
        var stderr: String
    }

    /// The sample site in a scratch folder.
    static func site() throws -> URL {
        _ = try PCSiteBinary.required()
        return try TestSite.sample().root
    }

    /// `under`: a command that runs pcsite (`taskset -c 0`), looked up on the PATH.
    static func pcsite(_ arguments: [String], in root: URL, under wrapper: [String] = []) throws -> Run {
        let process = Process()
        if wrapper.isEmpty {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = wrapper + [binary] + arguments
        }
        process.currentDirectoryURL = root
        let (out, err) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: stdout, as: UTF8.self).split(separator: "\n").map(String.init),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }
}
