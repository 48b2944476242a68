import ArgumentParser
import Domain
import Pages
import Publishing
import Rendering

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate input and templates, print every problem, write nothing.",
        discussion: """
        Also names every {{name}} in the templates (templates/ and the embedded set) that is not a name where it \
        stands: each page's template, and each partial where it is included, is read against that page's model \
        and the sections around the name. A warning, or an error with --strict; the same for a key in pcsite.yml \
        that pcsite does not know.

        Examples:
          pcsite check
          pcsite check --source content --templates templates
          pcsite check --strict
        """)

    @OptionGroup var options: SiteOptions
    @OptionGroup var output: OutputOptions

    @Flag(help: "Make a template name that is not in scope where it stands, or an unknown key in pcsite.yml, an error (exit 2).")
    var strict = false

    func run() async throws {
        let config = Result { () throws(Problem) in try options.loadConfig() }
        let report = try await options.runShowingProgress(output, config: config, dryRun: true)
        let policy = output.policy
        let configWarnings = (try? config.get().warnings) ?? []
        for warning in configWarnings {
            if strict { Terminal.error(warning.description, policy: policy) } else { Terminal.note("warning: \(warning)", policy: policy) }
        }
        let unknown = unknownTemplateNames()
        for reference in unknown {
            let line = reference.warning
            if strict { Terminal.error(line, policy: policy) } else { Terminal.note("warning: \(line)", policy: policy) }
        }
        Terminal.print(report, verb: "checked", policy: policy)
        let status = strict && !(unknown.isEmpty && configWarnings.isEmpty) && report.exitStatus < 2 ? 2 : report.exitStatus
        if status != 0 { throw ExitCode(status) }
    }

    /// Templates that do not load are already in the report (exit 2); their names are not looked at.
    private func unknownTemplateNames() -> [TemplateReference] {
        do {
            return try TemplateNames.unanswered(siteFolder: try options.resolvedTemplatesFolder())
        } catch {
            return []
        }
    }
}
