import Foundation
import Testing
@testable import Monitoring

/// The Monitoring target's own decisions, without a build: what a printed ping URL shows, how an age reads,
/// and how the metrics file escapes what it did not choose (the output folder's name). The end-to-end runs —
/// the binary writing the file on every exit, node_exporter serving it, pings to a real server — are
/// `MetricsTests` and `HealthPingTests`.
struct MonitoringUnitTests {
    @Test func aPrintedPingURLShowsSchemeHostAndPortOnly() {
        #expect(PublicURL.text("https://hc-ping.com/5f0c-secret-uuid") == "https://hc-ping.com/…")
        #expect(PublicURL.text("https://user:token@ping.example:8443/check/secret?key=abc") == "https://ping.example:8443/…")
        #expect(!PublicURL.text("https://user:token@ping.example/secret?key=abc").contains("token"))
        #expect(PublicURL.text("not a url at all") == "(ping_url)")
    }

    @Test func agesReadAsPeopleSayThem() {
        #expect(StandingsAge.duration(45) == "45 s")
        #expect(StandingsAge.duration(12 * 60 + 59) == "12 min")
        #expect(StandingsAge.duration(2 * 3600 + 5 * 60) == "2 h 5 min")
        #expect(StandingsAge.duration(3 * 86400 + 4 * 3600 + 59) == "3 d 4 h")
        #expect(StandingsAge.duration(86400) == "1 d")
    }

    @Test func standingsAreStaleOnlyPastTheLimitAndTheLineSaysWhenInTheSiteZone() throws {
        let newest = 1_768_815_000.0  // 2026-01-19 09:30 UTC
        let now = Date(timeIntervalSince1970: newest + 2 * 3600 + 5 * 60)
        #expect(StandingsAge.staleLine(newest: newest, now: now, limit: 3 * 3600, timeZone: "UTC", output: "public") == nil)
        let line = try #require(StandingsAge.staleLine(newest: newest, now: now, limit: 30 * 60, timeZone: "America/New_York",
                                                       output: "public"))
        #expect(line == "public: standings are stale: the newest published are from 2026-01-19 04:30 America/New_York, "
            + "2 h 5 min ago (stale_after 30 min)")
    }

    @Test func labelValuesAreEscapedAsTheFormatSaysAndReadBackByARealParser() throws {
        var metrics = RunMetrics(command: "build --deploy", output: "sites/\"odd\" \\ name\nx", finishedAt: Date(timeIntervalSince1970: 1_768_815_000),
                                 exitStatus: 1)
        metrics.standingsAge = nil
        let text = metrics.text
        #expect(text.contains(#"output="sites/\"odd\" \\ name\nx""#), "\(text)")
        #expect(text.contains("pcsite_standings_age_seconds NaN"))
        // prometheus_client (PyPI) is the reader here, not us.
        #expect(try PromParser.families(text)["pcsite_run_info"]?.labels
            == ["command=build --deploy,output=sites/\"odd\" \\ name\nx"])
    }
}
