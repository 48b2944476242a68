import Foundation

/// The built binary, run in a scratch copy of the sample site, as an operator runs it.
enum CLI {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let binary = repository.appendingPathComponent(".build/debug/pcsite").path

    struct Run {
        var status: Int32
        var stdout: [String]
        var stderr: String
    }

    /// The sample site in a scratch folder.
    static func site() throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(binary): run `swift build` first"])
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pcsite-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["content", "pcsite.yml"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent(item), to: root.appendingPathComponent(item))
        }
        return root
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
