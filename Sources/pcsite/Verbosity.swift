/// How much a command tells the terminal: `--quiet` (errors only), normal, `--verbose` (also per-contest lines).
enum Verbosity: Int, Sendable, Comparable {
    case quiet, normal, verbose

    static func < (lhs: Verbosity, rhs: Verbosity) -> Bool { lhs.rawValue < rhs.rawValue }
}
