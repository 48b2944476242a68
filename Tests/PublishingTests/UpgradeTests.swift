import Foundation
import TestSupport
import Testing
@testable import Publishing

/// A new pcsite may lay pages out differently under the same version string; pages are keyed to the binary
/// that rendered them, so an upgrade re-renders every contest once and the build is incremental again after.
@Suite struct UpgradeTests {
    @Test func anotherBinaryReRendersEveryContestOnceThenGoesIncrementalAgain() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let count = site.contestIDs.count
        #expect(try await site.build(into: site.output(), binary: "build-id aa").built.count == count)
        #expect(try await site.build(into: site.output(), binary: "build-id aa").unchanged.count == count)

        let upgraded = try await site.build(into: site.output(), binary: "build-id bb")
        #expect(upgraded.built.count == count && upgraded.unchanged.isEmpty)
        let again = try await site.build(into: site.output(), binary: "build-id bb")
        #expect(again.built.isEmpty && again.unchanged.count == count)
        // Rolling back is another binary too.
        #expect(try await site.build(into: site.output(), binary: "build-id aa").built.count == count)
    }

    @Test func theRunningBinaryIsIdentifiedByItsBuildID() {
        // SwiftPM links with --build-id on Linux; the fallback (a digest of the executable) would also do.
        #expect(BinaryIdentity.current.hasPrefix("build-id "))
        #expect(BinaryIdentity.current.count > "build-id ".count + 16)
    }
}
