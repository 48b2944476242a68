import Domain
import Testing
@testable import OutputTree

/// The last line of defence before a write: a relative path must stay inside the output folder.
@Suite struct OutputPathCheckTests {
    @Test(arguments: ["index.html", "contests/a/index.html", "join/x.y/index.html", ".well-known/a", "...", "a/..b/c", "a/b.."])
    func acceptsPathsInside(path: String) throws {
        try OutputStaging.checkRelative(path)
    }

    @Test(arguments: ["", "/etc/passwd", "..", "../x", "a/../../x", "a/..", "./a", "a/./b", "a//b", "a/", "a/b/."])
    func refusesPathsThatCouldLeave(path: String) {
        #expect(throws: Problem.self) { try OutputStaging.checkRelative(path) }
    }
}
