import Domain
import Input
import Testing

@Suite("pcsite.yml api:")
struct APIConfigTests {
    @Test("revalidate_after takes seconds or a number with s, m, h or d; default one hour",
          arguments: [("", 3600), ("api:\n  revalidate_after: 90s\n", 90), ("api:\n  revalidate_after: 30m\n", 1800),
                      ("api:\n  revalidate_after: 2h\n", 7200), ("api:\n  revalidate_after: 1d\n", 86_400),
                      ("api:\n  revalidate_after: 600\n", 600)])
    func revalidateAfter(yaml: String, seconds: Int64) throws {
        let config = try ConfigLoader.parse(yaml, source: "pcsite.yml")
        #expect(config.api.revalidateAfter == .seconds(seconds))
    }

    @Test("a bad duration is a config error naming the key", arguments: ["0s", "8d", "soon", "-5m", "1.5h"])
    func badDuration(text: String) {
        #expect(throws: Problem.self) { try ConfigLoader.parse("api:\n  revalidate_after: \(text)\n", source: "pcsite.yml") }
        do {
            _ = try ConfigLoader.parse("api:\n  revalidate_after: \(text)\n", source: "pcsite.yml")
        } catch {
            #expect(error.path == "$.api.revalidate_after")
            #expect(error.message.contains("duration"))
        }
    }
}
