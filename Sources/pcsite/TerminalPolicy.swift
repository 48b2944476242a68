/// The terminal decisions, kept apart from the printing so they can be tested: a progress counter and
/// colour only when a person is watching (stderr is a TTY); plain lines for cron and pipes.
struct TerminalPolicy: Sendable, Equatable {
    let showsProgress: Bool
    let usesColour: Bool
    let verbosity: Verbosity

    /// `environment` honours the `NO_COLOR` convention and `TERM=dumb`.
    init(stderrIsTTY: Bool, verbosity: Verbosity, environment: [String: String] = [:]) {
        self.verbosity = verbosity
        let dumb = environment["TERM"] == "dumb"
        showsProgress = stderrIsTTY && !dumb && verbosity != .quiet
        usesColour = stderrIsTTY && !dumb && environment["NO_COLOR"] == nil
    }
}
