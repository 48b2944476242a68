import ArgumentParser
import Publishing

@main
struct PCSite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pcsite",
        abstract: "Static site generator for fantasy-sports custom contests.",
        discussion: """
        Reads the backend's contest contracts (from content/ or the HTTP API) and writes a static site:
        contest pages, paginated standings, Markdown copies, join pages, index, sitemap and feed.
        New here? `pcsite init my-site && cd my-site && pcsite serve`.
        Exit status: 0 all good; 1 some documents invalid (the rest published); 2 nothing published;
        3 another pcsite run is building the same output (a pcsite extension; see `build --wait`).
        Output is deterministic: no wall-clock time is written into it (SOURCE_DATE_EPOCH is not needed).
        """,
        version: PCSiteVersion.current,
        subcommands: [Build.self, Check.self, Fetch.self, Serve.self, Init.self, Deploy.self],
        defaultSubcommand: Build.self)
}
