import Foundation
import OutputTree
import Publishing
import TestSupport
import Testing

/// Drives the real `pcsite` binary: SIGKILL mid-build, and two runs racing for the same output.
/// README's test command runs `swift build` before `swift test`; without the binary these tests fail saying so.
@Suite(.serialized)
struct ProcessTests {
    @Test func killedBuildsLeaveThePreviousSiteExactlyAsItWas() async throws {
        // Large enough that the build outlasts several kills even on a loaded machine.
        let site = try TestSite.generated(contests: 1000)
        defer { site.remove() }
        #expect(try PCSiteBinary.run(in: site) == 0)
        // The second run leaves a spare tree, so the killed runs below are reshaping it, not an empty one.
        #expect(try PCSiteBinary.run(in: site) == 0)
        let published = snapshot(site.output())
        #expect(published.count > 1000)
        // A new title changes every page, so an interrupted run is always mid-way through rewriting.
        try site.retitle("Renamed contests")
        #expect(try PCSiteBinary.run(in: site, ["--out", "fresh"]) == 0)
        let renamed = snapshot(site.output("fresh"))
        #expect(renamed != published)

        var killedBeforeSwap = 0
        for delay in [0.0, 0.05, 0.3, 0.8, 1.5] {
            let process = try PCSiteBinary.start(in: site)
            try await waitForStaging(site, process: process)
            try await Task.sleep(for: .seconds(delay))
            guard process.isRunning else { break }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = snapshot(site.output())
            // Killed after the swap, the new site is complete; before it, the old one is untouched. Never a mix.
            #expect(now == published || now == renamed, "public/ is a mix after a kill at +\(delay) s")
            if now == published { killedBeforeSwap += 1 } else { break }
        }
        #expect(killedBeforeSwap >= 2, "the build finished too fast to be interrupted")

        #expect(try PCSiteBinary.run(in: site) == 0)
        #expect(snapshot(site.output()) == renamed)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path)
            .filter { $0.hasPrefix(".public.staging-") || $0.hasPrefix(".public.old-") }
        #expect(leftovers.isEmpty, "staging trees of killed runs should be cleaned up: \(leftovers)")
    }

    @Test func concurrentRunsBuildOnceAndTheOtherExitsWithTheLockStatus() async throws {
        let site = try TestSite.generated(contests: 300)
        defer { site.remove() }
        let first = try PCSiteBinary.start(in: site)
        try await waitForStaging(site, process: first)
        let second = try PCSiteBinary.run(in: site)
        let firstWasRunning = first.isRunning
        first.waitUntilExit()

        #expect(first.terminationStatus == 0)
        #expect(second == 3)
        #expect(firstWasRunning, "the second run should exit promptly, while the first still builds")
        #expect(snapshot(site.output()).count > 300)
    }

    @Test func waitQueuesBehindTheLockHolder() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        var lock: RunLock? = try RunLock.acquire(forOutput: site.output(), wait: false)
        #expect(try PCSiteBinary.run(in: site) == 3)
        #expect(!FileManager.default.fileExists(atPath: site.output()))

        let waiting = try PCSiteBinary.start(in: site, ["--wait"])
        try await Task.sleep(for: .milliseconds(300))
        #expect(waiting.isRunning)
        withExtendedLifetime(lock) {}
        lock = nil
        waiting.waitUntilExit()
        #expect(waiting.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: "\(site.output())/index.html"))
    }

    @Test func reportIsWrittenBesideTheOutput() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let custom = site.root.appendingPathComponent("logs/report.json").path
        #expect(try PCSiteBinary.run(in: site) == 0)
        #expect(try PCSiteBinary.run(in: site, ["--report", custom]) == 0)

        let first = try JSONSerialization.jsonObject(
            with: try Data(contentsOf: URL(fileURLWithPath: ReportFile.defaultPath(forOutput: site.output())))) as? [String: Any]
        let second = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: custom))) as? [String: Any]
        let firstCounts = (first?["report"] as? [String: Any])?["counts"] as? [String: Int]
        let secondCounts = (second?["report"] as? [String: Any])?["counts"] as? [String: Int]
        #expect(firstCounts?["built"] == site.contestIDs.count)
        #expect(secondCounts?["unchanged"] == site.contestIDs.count)
        // The only JSON in the output is what the site publishes: build.json, search.json, entrants files, live.json.
        let published: (String) -> Bool = { path in
            path.hasPrefix("assets/") || path == "search.json" || path == "build.json"
                || (path.hasPrefix("contests/") && (path as NSString).lastPathComponent.hasPrefix("entrants"))
                || (path.hasPrefix("contests/") && path.hasSuffix("/live.json"))
        }
        #expect(!snapshot(site.output()).keys.contains { $0.hasSuffix(".json") && !published($0) })
    }

    /// Returns once the run holds the lock and has started its staging tree (or has already exited).
    private func waitForStaging(_ site: TestSite, process: Process) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while process.isRunning, ContinuousClock.now < deadline {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: site.root.path)) ?? []
            if entries.contains(".public.staging-\(process.processIdentifier)") { return }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
