@testable import pcsite
import Testing

@Suite("terminal experience")
struct TerminalPolicyTests {
    @Test("no progress counter and no colour when stderr is not a TTY (cron, pipes)")
    func plainWhenNotATTY() {
        for verbosity in [Verbosity.quiet, .normal, .verbose] {
            let policy = TerminalPolicy(stderrIsTTY: false, verbosity: verbosity)
            #expect(!policy.showsProgress)
            #expect(!policy.usesColour)
        }
    }

    @Test("a TTY gets the counter and colour, unless --quiet, NO_COLOR or TERM=dumb say otherwise")
    func ttyDecisions() {
        #expect(TerminalPolicy(stderrIsTTY: true, verbosity: .normal).showsProgress)
        #expect(TerminalPolicy(stderrIsTTY: true, verbosity: .normal).usesColour)
        #expect(!TerminalPolicy(stderrIsTTY: true, verbosity: .quiet).showsProgress)
        #expect(!TerminalPolicy(stderrIsTTY: true, verbosity: .normal, environment: ["NO_COLOR": "1"]).usesColour)
        let dumb = TerminalPolicy(stderrIsTTY: true, verbosity: .normal, environment: ["TERM": "dumb"])
        #expect(!dumb.showsProgress && !dumb.usesColour)
    }

    @Test("the counter line shows done/total and a rate")
    func progressLine() {
        let start = ContinuousClock.now
        let line = BuildProgress(started: start).line(done: 50, total: 200, now: start + .seconds(2))
        #expect(line == "contests 50/200 · 25.0/s")
    }
}
