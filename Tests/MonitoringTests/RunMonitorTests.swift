import Deploying
import Domain
import Foundation
import Input
import Publishing
import Testing
@testable import Monitoring
import TestSupport

/// The metrics a run writes come from the reports it holds, not from files read back.
struct RunMonitorTests {
    @Test func theAPIAndDeployCountsAreThoseOfTheReports() async throws {
        let folder = URL(fileURLWithPath: try temporaryFolder("monitor"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let metricsPath = folder.appendingPathComponent("pcsite.prom").path
        let monitor = RunMonitor(command: "build --deploy", output: folder.appendingPathComponent("public").path,
                                 config: SiteConfig(), metricsPath: metricsPath)
        var build = BuildReport()
        var api = SourceActivity()
        (api.skipped, api.fetched, api.notModified, api.failed, api.requests) = (9_990, 10, 4, 1, 115)
        build.source = api
        var deploy = DeployReport()
        (deploy.filesSent, deploy.bytesSent, deploy.seconds) = (12, 34_567, 0.25)
        let end = await monitor.finish(exitStatus: 0, build: build, deploy: deploy)
        #expect(end.exitStatus == 0)
        let samples = try String(contentsOfFile: metricsPath, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        func value(_ sample: String) -> String? {
            samples.first { $0.hasPrefix(sample + " ") }.map { String($0.dropFirst(sample.count + 1)) }
        }
        #expect(value(#"pcsite_api_requests{result="skipped"}"#) == "9990")
        #expect(value(#"pcsite_api_requests{result="fetched"}"#) == "10")
        #expect(value(#"pcsite_api_requests{result="not_modified"}"#) == "4")
        #expect(value(#"pcsite_api_requests{result="failed"}"#) == "1")
        #expect(value("pcsite_deploy_files_sent") == "12")
        #expect(value("pcsite_deploy_bytes_sent") == "34567")
        #expect(value(#"pcsite_run_duration_seconds{phase="deploy"}"#) == "0.250")
    }

    @Test func aBuildFromDiskAsksNoAPIAndABuildWithoutDeploySendsNothing() async throws {
        let folder = URL(fileURLWithPath: try temporaryFolder("monitor"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let metricsPath = folder.appendingPathComponent("pcsite.prom").path
        let monitor = RunMonitor(command: "build", output: folder.appendingPathComponent("public").path,
                                 config: SiteConfig(), metricsPath: metricsPath)
        _ = await monitor.finish(exitStatus: 0, build: BuildReport(), deploy: nil)
        let text = try String(contentsOfFile: metricsPath, encoding: .utf8)
        #expect(text.contains("pcsite_api_requests{result=\"fetched\"} 0\n"))
        #expect(text.contains("pcsite_deploy_files_sent 0\n"))
    }
}
