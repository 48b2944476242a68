import Foundation
import Input
import TestSupport
import Testing

@Suite("pcsite init: running-live keys")
struct ScaffoldMonitoringTests {
    @Test("the commented metrics_file, ping_url and stale_after keys, uncommented, are what pcsite reads")
    func monitoringKeysParse() throws {
        let site = try StarterSite()
        defer { site.remove() }
        let written = try String(contentsOfFile: site.path("pcsite.yml"), encoding: .utf8)
        let keys = ["metrics_file:", "ping_url:", "stale_after:"]
        let uncommented = written.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            keys.contains { line.hasPrefix("# \($0)") } ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        #expect(uncommented != written)

        let config = try ConfigLoader.parse(uncommented, source: "pcsite.yml")

        #expect(config.monitoring.metricsFile == "/var/lib/prometheus/node-exporter/pcsite.prom")
        #expect(config.monitoring.pingURL == "https://hc-ping.com/your-check-uuid")
        #expect(config.monitoring.staleAfter == 1800)
    }
}
