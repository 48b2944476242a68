import Domain
import Foundation
import Testing
@testable import Deploying
import TestSupport

/// The child programs deploy runs (sh, ssh, rsync, rclone) are waited for, never what they leave behind.
@Suite struct ChildProcessTests {
    @Test func aBackgroundJobLeftByTheChildDoesNotHoldTheCaller() throws {
        let result = try ChildProcess(arguments: ["sh", "-c", "sleep 30 >/dev/null 2>&1 </dev/null & echo $!"]).run()
        let pid = try #require(Int32(result.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(pid, SIGKILL) }
        #expect(result.status == 0)
        // Still running: the call returned when sh did, not when its background job ended.
        #expect(kill(pid, 0) == 0)
    }

    @Test func inputOutputErrorsAndStatusComeBack() throws {
        let lines = (0..<20_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let result = try ChildProcess(arguments: ["sh", "-c", "wc -l; echo oops >&2; exit 3"], input: Data(lines.utf8)).run()
        #expect(result.output.trimmingCharacters(in: .whitespaces) == "20000\n")
        #expect(result.errors == "oops\n")
        #expect(result.status == 3)
    }

    /// A list too big to hold (a playoff-peak deploy's changed URLs) is given as a file, and a missing one says so.
    @Test func aFileCanBeTheInput() throws {
        let file = try temporaryFolder("input") + "/urls"
        try PathListFile.write(to: file, separator: UInt8(ascii: "\n"), action: "test") { add in
            for index in 0..<100_000 { add("https://contests.example.com/contests/\(index)/") }
        }
        #expect((try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int ?? 0) > 1 << 21)
        let counted = try ChildProcess(arguments: ["wc", "-l"], inputFile: file).run()
        let last = try ChildProcess(arguments: ["tail", "-n", "1"], inputFile: file).run()
        #expect(counted.output.trimmingCharacters(in: .whitespaces) == "100000\n" && counted.status == 0)
        #expect(last.output == "https://contests.example.com/contests/99999/\n")
        #expect(throws: Problem.self) { try ChildProcess(arguments: ["cat"], inputFile: file + "-none").run() }
    }

    @Test func onlyTheThreeStandardFilesAreInherited() throws {
        let open = FileHandle(forReadingAtPath: "/dev/zero")
        defer { try? open?.close() }
        let result = try ChildProcess(arguments: ["sh", "-c", "ls /proc/self/fd"]).run()
        // 0, 1, 2 and the folder ls reads (3); nothing of ours.
        #expect(result.output.split(separator: "\n").compactMap { Int($0) }.filter { $0 > 3 } == [])
    }

    @Test func aMissingProgramSaysSo() {
        #expect(throws: (any Error).self) { try ChildProcess(arguments: ["pcsite-no-such-program"]).run() }
        do {
            _ = try ChildProcess(arguments: ["pcsite-no-such-program"]).run()
        } catch {
            #expect(error.description.contains("not installed"), "\(error)")
        }
    }

    @Test func aChildKilledByASignalReportsIt() throws {
        let result = try ChildProcess(arguments: ["sh", "-c", "kill -TERM $$"]).run()
        #expect(result.status == 128 + SIGTERM)
    }
}
