import Foundation
import OutputTree
import Publishing
import TestSupport
import Testing

/// `--metrics` (CONTRACT §8), through the real binary, checked by real readers: node_exporter's textfile
/// collector and the `prometheus_client` parser.
@Suite(.serialized) struct MetricsTests {
    @Test func nodeExporterServesTheValuesOfTheRunsReport() async throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let folder = site.root.appendingPathComponent("textfile").path
        let run = try MonitoredRun.pcsite(["build", "--out", "public", "--metrics", "\(folder)/pcsite.prom"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try reportJSON(site)

        let exporter = try NodeExporter.start(textfileDirectory: folder)
        defer { exporter.stop() }
        let scraped = try await exporter.scrape()

        #expect(scraped.split(separator: "\n").contains("node_textfile_scrape_error 0"),
                "node_exporter could not read the file:\n\(scraped)")
        let samples = try PromParser.samples(scraped)
        #expect(samples["pcsite_run_exit_status"] == 0)
        #expect(samples["pcsite_contests{result=built}"] == Double(report.built))
        #expect(samples["pcsite_contests{result=kept}"] == 0)
        #expect(samples["pcsite_contests{result=unchanged}"] == 0)
        for phase in report.phases {
            #expect(abs((samples["pcsite_run_duration_seconds{phase=\(phase.key)}"] ?? -1) - phase.value) < 0.002,
                    "phase \(phase.key)")
        }
        let finished = try #require(samples["pcsite_last_run_timestamp_seconds"])
        #expect(abs(finished - report.finishedAt) < 5)
        #expect(samples["pcsite_last_success_timestamp_seconds"] == finished)
        // The sample's newest generated_at is 2026-01-26T02:30:00Z.
        let newest = try #require(ISO8601DateFormatter().date(from: "2026-01-26T02:30:00Z")).timeIntervalSince1970
        let age = try #require(samples["pcsite_standings_age_seconds"])
        #expect(abs(age - (finished - newest)) < 2)
        #expect(samples["pcsite_deploy_files_sent"] == 0)
    }

    @Test func prometheusClientParsesEveryFamilyWithHelpAndType() throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        // An output name a label value must escape: quote, backslash.
        let out = #"pub"lic\x"#
        let metrics = site.root.appendingPathComponent("metrics.prom").path
        let run = try MonitoredRun.pcsite(["build", "--out", out, "--metrics", metrics], in: site)
        #expect(run.status == 0, "\(run.stderr)")

        let families = try PromParser.families(try String(contentsOfFile: metrics, encoding: .utf8))
        for name in ["pcsite_last_run_timestamp_seconds", "pcsite_last_success_timestamp_seconds", "pcsite_run_exit_status",
                     "pcsite_run_duration_seconds", "pcsite_contests", "pcsite_api_requests", "pcsite_deploy_files_sent",
                     "pcsite_deploy_bytes_sent", "pcsite_standings_age_seconds"] {
            let family = try #require(families[name], "no \(name)")
            #expect(family.type == "gauge")
            #expect(!family.help.isEmpty)
        }
        #expect(families["pcsite_run_duration_seconds"]?.labels == ["phase=deploy", "phase=load", "phase=plan",
                                                                    "phase=render", "phase=swap", "phase=write"])
        #expect(families["pcsite_contests"]?.labels.count == 5)
        #expect(families["pcsite_api_requests"]?.labels == ["result=failed", "result=fetched", "result=not_modified",
                                                            "result=skipped"])
        #expect(families["pcsite_run_info"]?.labels == ["command=build,output=\(out)"])
    }

    @Test func theMetricsFileAndTheReportNameTheBuildThatRanAsVersionPrintsIt() throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let version = Pipe()
        let asked = Process()
        asked.executableURL = URL(fileURLWithPath: try PCSiteBinary.required())
        asked.arguments = ["--version"]
        asked.standardOutput = version
        try asked.run()
        let printed = String(decoding: version.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
        asked.waitUntilExit()
        // scripts/release/package.sh compiles the commit in; a plain `swift build` says it does not know it.
        #expect(printed.wholeMatch(of: /\d+\.\d+\.\d+ \(commit ([0-9a-f]{40}(-dirty)?|unknown)\)/) != nil, "\(printed)")

        let metrics = site.root.appendingPathComponent("metrics.prom").path
        let run = try MonitoredRun.pcsite(["build", "--metrics", metrics], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try PromParser.families(contents(metrics))["pcsite_build_info"]?.labels == ["version=\(printed)"])
        let data = try Data(contentsOf: URL(fileURLWithPath: ReportFile.defaultPath(forOutput: site.output())))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["pcsite"] as? String == printed)
    }

    @Test func everyExitStatusLeavesAFileAndALastSuccessThatOnlySuccessMoves() throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let metrics = site.root.appendingPathComponent("m/pcsite.prom").path
        let first = try MonitoredRun.pcsite(["build", "--metrics", metrics], in: site)
        #expect(first.status == 0)
        let success = try #require(try PromParser.samples(contents(metrics))["pcsite_last_success_timestamp_seconds"])

        // Exit 1: an invalid contest.
        try "{".write(toFile: "\(site.contestFolder(site.contestIDs[0]))/contest.json", atomically: true, encoding: .utf8)
        let invalid = try MonitoredRun.pcsite(["build", "--metrics", metrics], in: site)
        #expect(invalid.status == 1)
        var samples = try PromParser.samples(contents(metrics))
        #expect(samples["pcsite_run_exit_status"] == 1)
        #expect(samples["pcsite_contests{result=kept}"] == 1)
        #expect(samples["pcsite_last_success_timestamp_seconds"] == success)

        // Exit 2: a config that cannot be read.
        let broken = try MonitoredRun.pcsite(["build", "--config", "missing.yml", "--metrics", metrics], in: site)
        #expect(broken.status == 2)
        samples = try PromParser.samples(contents(metrics))
        #expect(samples["pcsite_run_exit_status"] == 2)
        #expect(samples["pcsite_last_success_timestamp_seconds"] == success)

        // Exit 3: another run holds the lock.
        var lock: RunLock? = try RunLock.acquire(forOutput: site.output(), wait: false)
        let busy = try MonitoredRun.pcsite(["build", "--metrics", metrics], in: site)
        withExtendedLifetime(lock) {}
        lock = nil
        #expect(busy.status == 3)
        samples = try PromParser.samples(contents(metrics))
        #expect(samples["pcsite_run_exit_status"] == 3)
        #expect(samples["pcsite_last_success_timestamp_seconds"] == success)
        // Written by rename: no temporary file is left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("m").path)
        #expect(left == ["pcsite.prom"])
    }

    @Test func sigtermWritesTheFileWithStatus143() async throws {
        let site = try TestSite.generated(contests: 1500)
        defer { site.remove() }
        let metrics = site.root.appendingPathComponent("pcsite.prom").path
        #expect(try MonitoredRun.pcsite(["build", "--metrics", metrics], in: site).status == 0)
        let success = try #require(try PromParser.samples(contents(metrics))["pcsite_last_success_timestamp_seconds"])

        // One SIGTERM: the build stops itself and writes the file. Two: the signal handler exits at once and
        // writes the file prepared when the run started.
        for signals in [1, 2] {
            let config = site.root.appendingPathComponent("pcsite.yml")
            try "title: \"Run \(signals)\"\n".write(to: config, atomically: true, encoding: .utf8)  // every page changes
            let process = try MonitoredRun.start(["build", "--metrics", metrics], in: site)
            try await waitUntilRendering(site, process)
            #expect(process.isRunning, "the build finished before it could be signalled")
            // Apart by a few milliseconds: two signals pending at once are delivered as one.
            for number in 0..<signals {
                if number > 0 { try await Task.sleep(for: .milliseconds(5)) }
                kill(process.processIdentifier, SIGTERM)
            }
            process.waitUntilExit()

            #expect(process.terminationStatus == 143)
            let samples = try PromParser.samples(contents(metrics))
            #expect(samples["pcsite_run_exit_status"] == 143, "after \(signals) signal(s)")
            #expect(samples["pcsite_last_success_timestamp_seconds"] == success, "after \(signals) signal(s)")
            if signals == 2 {
                // The prepared file: written before any phase was timed.
                #expect(samples["pcsite_run_duration_seconds{phase=load}"] == 0, "the handler's file was not the one written")
            }
            let left = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.contains(".prom.") }
            #expect(left.isEmpty, "temporary metrics files left: \(left)")
        }
    }

    /// Waits until the build's staging tree exists (it renders from then on).
    private func waitUntilRendering(_ site: TestSite, _ process: Process) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while process.isRunning, ContinuousClock.now < deadline,
              !((try? FileManager.default.contentsOfDirectory(atPath: site.root.path)) ?? []).contains(where: {
                  $0.hasPrefix(".public.staging-") }) {
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test func staleAfterExitsOneWithOneLineAndTheAgeInTheMetric() throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let config = site.root.appendingPathComponent("pcsite.yml")
        try (String(contentsOf: config, encoding: .utf8) + "\nstale_after: 30m\n").write(to: config, atomically: true,
                                                                                          encoding: .utf8)
        let metrics = site.root.appendingPathComponent("pcsite.prom").path
        let run = try MonitoredRun.pcsite(["build", "--quiet", "--metrics", metrics], in: site)

        // The sample's newest standings are from January 2026, long before now.
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("stale") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("standings are stale: the newest published are from 2026-01-25 21:30 America/New_York")
            == true, "\(run.stderr)")
        #expect(lines.first?.contains("(stale_after 30 min)") == true)
        let samples = try PromParser.samples(contents(metrics))
        #expect((samples["pcsite_standings_age_seconds"] ?? 0) > 1800)
        #expect(samples["pcsite_run_exit_status"] == 1)
        // Pages unaffected: the site was published.
        #expect(FileManager.default.fileExists(atPath: "\(site.output())/index.html"))
        // Without stale_after the same site is a success.
        try String(contentsOf: config, encoding: .utf8).replacingOccurrences(of: "stale_after: 30m", with: "")
            .write(to: config, atomically: true, encoding: .utf8)
        #expect(try MonitoredRun.pcsite(["build", "--metrics", metrics], in: site).status == 0)
    }

    @Test func buildDeployCarriesTheDeployReportsCounts() throws {
        let site = try TestSite.sample()
        defer { site.remove() }
        let config = site.root.appendingPathComponent("pcsite.yml")
        let www = site.root.appendingPathComponent("www").path
        try (String(contentsOf: config, encoding: .utf8) + "\ndeploy:\n  target: \"file://\(www)\"\n")
            .write(to: config, atomically: true, encoding: .utf8)
        let metrics = site.root.appendingPathComponent("pcsite.prom").path

        let run = try MonitoredRun.pcsite(["build", "--deploy", "--metrics", metrics], in: site)

        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: site.root.appendingPathComponent(".pcsite/public.deploy-report.json").path))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let deploy = try #require(document["deploy"] as? [String: Any])
        let samples = try PromParser.samples(contents(metrics))
        let sent = try #require(deploy["files_sent"] as? Int)
        #expect(sent > 0)
        #expect(samples["pcsite_deploy_files_sent"] == Double(sent))
        #expect(samples["pcsite_deploy_bytes_sent"] == Double(try #require(deploy["bytes_sent"] as? Int)))
        #expect((samples["pcsite_run_duration_seconds{phase=deploy}"] ?? 0) > 0)
        #expect(try PromParser.families(contents(metrics))["pcsite_run_info"]?.labels == ["command=build --deploy,output=public"])

        // `pcsite deploy` on its own: nothing new to send, and the file says so.
        let again = try MonitoredRun.pcsite(["deploy", "--metrics", metrics], in: site)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try PromParser.samples(contents(metrics))["pcsite_deploy_files_sent"] == 0)
    }

    private func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    private struct ReportValues {
        var built: Int
        var phases: [String: Double]
        var finishedAt: Double
    }

    private func reportJSON(_ site: TestSite) throws -> ReportValues {
        let data = try Data(contentsOf: URL(fileURLWithPath: ReportFile.defaultPath(forOutput: site.output())))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let report = try #require(document["report"] as? [String: Any])
        let built = (report["contests"] as? [[String: Any]] ?? []).filter { $0["status"] as? String == "built" }.count
        let phases = (report["phases"] as? [String: Double] ?? [:]).filter { ["load", "plan", "render", "write", "swap"].contains($0.key) }
        #expect(phases.count == 5, "the report's phases: \(report["phases"] ?? "none")")
        let finished = try #require(ISO8601DateFormatter().date(from: document["finished_at"] as? String ?? ""))
        return ReportValues(built: built, phases: phases, finishedAt: finished.timeIntervalSince1970)
    }
}
