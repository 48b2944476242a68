import Domain
import Rendering

/// The build, as a list of named steps (`BuildRun.publish`): load → plan → render → write → swap → report.
/// Validating and mapping happen per contest inside render, in the workers (`ContestWorkers`); a run whose
/// input did not change stops after plan (`NoOpCheck`). Each step is timed by one `PhaseClock`: the
/// timings are in the report's `phases` and shown by `--verbose`.
public enum SiteBuild {
    static let requiredTemplates = PageKind.templateNames

    public static func run(_ request: BuildRequest) async -> BuildReport {
        var build = BuildRun(request)
        do {
            try await build.publish()
        } catch {
            build.stop(error)
        }
        return build.finish()
    }

    static func loadTemplates(_ request: BuildRequest) throws(Problem) -> TemplateStore {
        do {
            return try TemplateStore.load(siteFolder: request.templatesFolder, required: requiredTemplates,
                                         words: request.config.words)
        } catch {
            throw error.problem
        }
    }
}
