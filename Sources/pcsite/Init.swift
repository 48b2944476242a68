import ArgumentParser
import Scaffolding

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create a starter site: a commented pcsite.yml, sample content/ and editable templates/default/.",
        discussion: """
        Writes nothing when any of its files already exists, unless --force is given.

        Examples:
          pcsite init
          pcsite init my-contests && cd my-contests && pcsite serve
          pcsite init --force
        """)

    @Argument(help: "Folder to create the site in (created when missing).")
    var directory: String = "."

    @Flag(help: "Overwrite files that already exist.")
    var force = false

    @OptionGroup var output: OutputOptions

    func run() throws {
        let policy = output.policy
        let written: [String]
        do {
            written = try Scaffold().write(into: directory, force: force)
        } catch {
            Terminal.error(error.description, policy: policy)
            throw ExitCode.failure
        }
        Terminal.note("pcsite init: \(written.count) files written in \(directory)", policy: policy)
        let enter = directory == "." ? "" : "cd \(directory) && "
        Terminal.note("next: \(enter)pcsite serve    (then open http://127.0.0.1:8080/)", policy: policy)
    }
}
