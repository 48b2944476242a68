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
        Exit status: 0 all good; 1 some documents invalid (the rest published); 2 nothing published
        (or a deploy failed and the host still serves what it served before); 3 another pcsite run holds
        the output's or the target's lock (see `--wait`); 130/143 stopped by SIGINT/SIGTERM, the
        published site as it was.
        Output is deterministic: no wall-clock time is written into it (SOURCE_DATE_EPOCH is not needed).
        """,
        version: PCSiteVersion.current,
        subcommands: [Build.self, Check.self, Fetch.self, Serve.self, Init.self, Deploy.self],
        defaultSubcommand: Build.self)
}
