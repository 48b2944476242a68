import Contracts
import Foundation
import Testing

/// Inputs FuzzContest found (FUZZING.md), replayed through a real build: each file is contest.json, then
/// optionally a NUL byte and leaderboard.json, exactly as the fuzzer splits it.
@Suite struct FuzzRegressionTests {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/fuzz").path
    static let findings = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    @Test func everyFindingIsHere() {
        #expect(Self.findings == ["form-feed-in-description", "nul-in-roster-rule-key"])
    }

    @Test(arguments: findings)
    func findingBuildsWithoutControlBytesInOutput(name: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(name)"))
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        // pcsite's own parser: fuzz inputs hold what Foundation's rejects (lone surrogate escapes).
        guard case .object(let contest) = try JSONParser.parse(parts[0]), case .string(let id)? = contest["contest_id"] else {
            Issue.record("\(name): no contest_id")
            return
        }
        try site.write(Data(parts[0]), to: "\(site.folder(id))/contest.json")
        if parts.count > 1 { try site.write(Data(parts[1]), to: "\(site.folder(id))/leaderboard.json") }
        let report = try await site.build()
        #expect(report.fatal == nil)
        #expect(report.built.contains(id), "\(report.lines)")
        let enumerator = FileManager.default.enumerator(atPath: site.output)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".html") || path.hasSuffix(".xml") else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(site.output)/\(path)"))
            #expect(!data.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }, "\(path)")
        }
    }
}
