import Domain
import Foundation
import Testing
import OutputTree

/// Files beside the output are replaced whole or not at all.
@Suite struct AtomicFileTests {
    @Test func aWriteReplacesTheFileAndAFailedOneLeavesTheOldOneAndNoTemporary() throws {
        let folder = try TreeFolder()
        defer { folder.remove() }
        let path = "\(folder.root)/.pcsite/out.report.json"
        try AtomicFile.write(Array("first".utf8), to: path, action: "cannot write the report")
        #expect(FileManager.default.contents(atPath: path) == Data("first".utf8))
        let problem = try #require(throws: Problem.self) {
            try AtomicFile.write(Array("second".utf8), to: path, injected: ENOSPC, action: "cannot write the report")
        }
        #expect(problem.description == "\(path): cannot write the report: No space left on device")
        #expect(FileManager.default.contents(atPath: path) == Data("first".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder.root)/.pcsite") == ["out.report.json"])
    }
}
