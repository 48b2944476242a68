import ArgumentParser
import Foundation
import Publishing

/// `--quiet` / `--verbose`, shared by build, check and serve; the terminal decisions follow from them and
/// from whether stderr is a TTY (a person watching) or not (cron, pipes: plain lines, no colour, no counter).
struct OutputOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print errors only.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print a line per contest.")
    var verbose = false

    func validate() throws {
        if quiet, verbose { throw ValidationError("use either --quiet or --verbose, not both") }
    }

    var policy: TerminalPolicy {
        TerminalPolicy(stderrIsTTY: isatty(2) == 1, verbosity: quiet ? .quiet : verbose ? .verbose : .normal,
                       environment: ProcessInfo.processInfo.environment)
    }
}
