import Foundation
import OutputTree
import Publishing
import TestSupport
import Testing

/// SIGTERM (cron's `timeout`) and SIGINT (Ctrl-C) sent to the real binary at several instants of a
/// 1,000-contest build: it exits with 143 / 130, the published site as it was (or, when the signal came after the
/// swap, the complete new site), the lock released and nothing left beside the output. The second's bound is the
/// 0.9 s timer of `stop_signals.c`, not measured here: a wall-clock bound fails on a loaded machine.
@Suite(.serialized)
struct SignalTests {
    @Test func aSignalStopsTheBuildWithinASecondAndPublishesNothing() async throws {
        let site = try TestSite.generated(contests: 1000)
        defer { site.remove() }
        #expect(try PCSiteBinary.run(in: site) == 0)
        var stoppedBeforeSwap = 0
        let instants: [(Int32, Int, Bool)] = [(SIGTERM, 50, false), (SIGINT, 200, false), (SIGTERM, 500, false),
                                              (SIGTERM, 200, true), (SIGINT, 500, true), (SIGTERM, 900, true)]
        for (index, (signal, milliseconds, spare)) in instants.enumerated() {
            if spare, !FileManager.default.fileExists(atPath: SpareTree.folder(forOutput: site.output())) {
                #expect(try PCSiteBinary.run(in: site) == 0)
            }
            if !spare { TreeRemoval.remove(SpareTree.folder(forOutput: site.output()), on: .everyCore) }
            try site.retitle("Signalled \(index)")
            let before = snapshot(site.output())
            let errors = site.root.appendingPathComponent("stderr-\(index)")
            let process = try PCSiteBinary.start(in: site, errors: errors)
            try await Task.sleep(for: .milliseconds(milliseconds))
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let label = "signal \(signal) at +\(milliseconds) ms\(spare ? " with a spare tree" : "")"
            let after = snapshot(site.output())
            if process.terminationReason == .uncaughtSignal {
                // Sent before the process installed its handlers (a slow start): it never began to build.
                #expect(after == before, "\(label): the published site changed")
            } else if process.terminationStatus == 128 + signal {
                stoppedBeforeSwap += 1
                #expect(after == before, "\(label): the published site changed")
            } else {
                #expect(process.terminationStatus == 0, "\(label): exit \(process.terminationStatus)")
                #expect(incompletePages(after).isEmpty)
                #expect(String(decoding: after["index.html"] ?? Data(), as: UTF8.self).contains("Signalled \(index)"))
            }
            let left = leftovers(beside: site)
            // A run that stopped on its own says so and leaves nothing; only the hard exit from the signal handler
            // (a run not gone 0.9 s after the signal, on a loaded machine) says nothing and may leave a staging
            // tree behind, which the next run removes (checked after the loop).
            let stoppedItself = (try String(contentsOf: errors, encoding: .utf8)).contains("nothing published")
            #expect(left.isEmpty || !stoppedItself, "\(label): \(left) after an orderly stop")
            // The lock was released: the next run builds rather than exiting with 3.
            #expect(try RunLock.acquire(forOutput: site.output(), wait: false).path.hasSuffix(".lock"), "\(label)")
        }
        #expect(stoppedBeforeSwap >= 3, "the build finished before the signals, or they came before the handlers")
        #expect(try PCSiteBinary.run(in: site) == 0)
        #expect(incompletePages(snapshot(site.output())).isEmpty)
        #expect(leftovers(beside: site).isEmpty, "a run left \(leftovers(beside: site)) for the next one to remove")
    }

    @Test func anUpgradedBinaryReRendersEveryContestOnce() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        // The same program with another build id, as a rebuilt or upgraded pcsite would have.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try PCSiteBinary.required())))
        let header: [UInt8] = [4, 0, 0, 0, 20, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x4E, 0x55, 0]
        let note = try #require((0..<(bytes.count - 36)).first { bytes[$0..<$0 + 16].elementsEqual(header) })
        bytes[note + 16] ^= 0xFF
        let upgraded = site.root.appendingPathComponent("pcsite-upgraded").path
        try Data(bytes).write(to: URL(fileURLWithPath: upgraded))
        chmod(upgraded, 0o755)

        #expect(try PCSiteBinary.run(in: site) == 0)
        #expect(try counts(site)?["unchanged"] == 0)
        #expect(try PCSiteBinary.run(in: site) == 0)
        #expect(try counts(site)?["unchanged"] == site.contestIDs.count)
        #expect(try PCSiteBinary.run(in: site, executable: upgraded) == 0)
        #expect(try counts(site)?["built"] == site.contestIDs.count)
        #expect(try PCSiteBinary.run(in: site, executable: upgraded) == 0)
        #expect(try counts(site)?["unchanged"] == site.contestIDs.count)
    }

    private func counts(_ site: TestSite) throws -> [String: Int]? {
        reportOnDisk(forOutput: site.output())?["counts"] as? [String: Int]
    }
}
