import Domain
import Foundation
import Input
import Testing
import TestSupport

/// The fixture snapshot under Tests/InputTests/Fixtures/snapshot, as copied into the test bundle.
func snapshotRoot() throws -> String {
    let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return fixtures.appendingPathComponent("snapshot").path
}

/// A reference to `contests/<name>` under `root`, as DiskSource lists it.
func reference(_ name: String, in root: String) -> ContestReference {
    ContestReference(key: name, location: (root as NSString).appendingPathComponent("contests/\(name)"))
}

func load(_ name: String, root: String? = nil, limits: DocumentLimits = DocumentLimits()) async throws -> ContestLoadResult {
    let root = try root ?? snapshotRoot()
    return await DiskSource(root: root, limits: limits).loadContest(reference(name, in: root), on: .everyCore)
}

/// The loaded contest, or a recorded test failure listing the problems.
func loaded(_ result: ContestLoadResult, sourceLocation: SourceLocation = #_sourceLocation) throws -> LoadedContest {
    switch result {
    case .loaded(let contest):
        return contest
    case .failed(_, _, let problems):
        Issue.record("expected the contest to load: \(problems)", sourceLocation: sourceLocation)
        throw CancellationError()
    case .unchanged:
        Issue.record("expected the contest to load, got unchanged", sourceLocation: sourceLocation)
        throw CancellationError()
    }
}

/// The failure's id and problem lines, or a recorded test failure.
func failed(_ result: ContestLoadResult, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> (contestID: String?, problems: [String]) {
    switch result {
    case .loaded(let contest):
        Issue.record("expected a failure, loaded \(contest.contest.id)", sourceLocation: sourceLocation)
        throw CancellationError()
    case .failed(_, let id, let problems):
        return (id, problems.map(\.description))
    case .unchanged:
        Issue.record("expected a failure, got unchanged", sourceLocation: sourceLocation)
        throw CancellationError()
    }
}

/// A fresh temporary folder, removed by the caller with `removeTemporaryFolder`.
func makeTemporaryFolder() throws -> String {
    URL(fileURLWithPath: try temporaryFolder("input")).resolvingSymlinksInPath().path
}

/// Copies fixture contest folders into `root/contests/`.
func copyFixtureContests(_ names: [String], to root: String) throws {
    let contests = (root as NSString).appendingPathComponent("contests")
    try FileManager.default.createDirectory(atPath: contests, withIntermediateDirectories: true)
    for name in names {
        try FileManager.default.copyItem(atPath: (try snapshotRoot() as NSString).appendingPathComponent("contests/\(name)"),
                                         toPath: (contests as NSString).appendingPathComponent(name))
    }
}
