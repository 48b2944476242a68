import Domain
import Foundation
@testable import SiteState
import TestSupport
import Testing
@testable import Publishing

/// Where a build keeps its new manifest's entries: a nameless file beside the output, on a real file system.
@Suite struct ContestRecordStoreTests {
    @Test func everyEntryReadsBackAsItWasStored() throws {
        let folder = try temporaryFolder("entries")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try ContestRecordStore(nearOutput: "\(folder)/public")
        let entries = (0..<3_000).map { index in
            Manifest.ContestRecord(card: ManifestFileTests.card(index), joinToken: index % 2 == 0 ? "token\(index)" : nil,
                           digest: String(index), problems: index % 5 == 0 ? [Problem(source: "x.json", message: "bad")] : [],
                           generatedAt: Double(index))
        }
        let slots = entries.map(store.store)
        #expect(zip(entries, slots).allSatisfy { store.entry($1) == $0 && store.card($1) == $0.card })
        try store.checkHealthy()
        // Nameless: nothing is left in the folder for a killed run to leave behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aFullDiskStopsTheBuildWithOneLineNamingTheFolder() throws {
        let disk = try Tmpfs(megabytes: 4)
        defer { disk.unmount() }
        let store = try ContestRecordStore(nearOutput: "\(disk.path)/public")
        try disk.fill(leaving: 0)
        defer { disk.removeFiller() }
        for index in 0..<100 { _ = store.store(Manifest.ContestRecord(card: ManifestFileTests.card(index), joinToken: nil, digest: "")) }
        let problem = try #require(throws: Problem.self) { try store.checkHealthy() }
        let line = problem.description
        #expect(line.contains(disk.path) && line.contains("cannot store the manifest's entries")
                && line.contains("No space left on device"), "\(line)")
        #expect(!line.contains("errno") && !line.contains("\n"), "\(line)")
    }
}
