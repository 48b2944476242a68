import Foundation

/// A temp folder removed at the end of the test, world-traversable so nginx's workers can read under it.
final class Scratch: @unchecked Sendable {
    let path: String

    init(_ label: String = "deploy") throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("pcsite-\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
    }

    func file(_ name: String) -> String { "\(path)/\(name)" }

    func write(_ name: String, _ text: String, mode: Int = 0o644) throws {
        try FileManager.default.createDirectory(atPath: (file(name) as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: file(name), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file(name))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs a program to the end and returns its status and combined output (test plumbing, not the code under test).
@discardableResult
func shell(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A tool the deploy tests need; a missing one fails the test with a clear message instead of skipping it.
func requireTool(_ name: String) throws {
    let found = try shell(["sh", "-c", "command -v \(name)"]).status == 0
    if !found { throw ToolMissing(name: name) }
}

struct ToolMissing: Error, CustomStringConvertible {
    let name: String
    var description: String { "\(name) is not installed (Debian: openssh-server openssh-client rsync nginx rclone; PyPI: moto[server])" }
}
