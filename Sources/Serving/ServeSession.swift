import Domain
import Publishing
import Synchronization

/// What `pcsite serve` does, as a library: build through `SiteBuild.run` (so publishing works exactly as
/// in `pcsite build`), serve the output, watch the inputs, rebuild after a quiet moment, reload open tabs.
/// It never prints; the CLI turns `ServeEvent`s into terminal lines.
public final class ServeSession: Sendable {
    public struct Settings: Sendable {
        public var host: String
        public var port: Int
        public var outputFolder: String
        /// Files and folders whose edits trigger a rebuild (content/, templates/, pcsite.yml).
        public var watched: [String]
        public var pollInterval: Duration

        public init(host: String = "127.0.0.1", port: Int = 8080, outputFolder: String, watched: [String],
                    pollInterval: Duration = .milliseconds(300)) {
            self.host = host
            self.port = port
            self.outputFolder = outputFolder
            self.watched = watched
            self.pollInterval = pollInterval
        }
    }

    public enum Event: Sendable {
        /// Inputs changed; a rebuild starts.
        case changed([String])
        /// A build finished (clean, with problems, or with nothing published).
        case built(BuildReport)
    }

    public let settings: Settings
    public let reload = LiveReload()
    private let makeRequest: @Sendable () throws(Problem) -> BuildRequest
    private let events: @Sendable (Event) -> Void
    private let server: SiteServer
    private let watcher = Mutex<Task<Void, Never>?>(nil)

    /// `makeRequest` is called for every build, so edits to pcsite.yml take effect without a restart.
    public init(settings: Settings, makeRequest: @escaping @Sendable () throws(Problem) -> BuildRequest,
                events: @escaping @Sendable (Event) -> Void = { _ in }) {
        self.settings = settings
        self.makeRequest = makeRequest
        self.events = events
        server = SiteServer(root: settings.outputFolder, host: settings.host, port: settings.port, reload: reload)
    }

    /// Builds once, starts serving and watching; returns the bound port. A failed first build still serves
    /// (the error overlay), and the next good build recovers.
    public func start() async throws -> Int {
        // The baseline is taken before the first build, so an edit made while it runs is not missed.
        let baseline = ChangeWatcher(paths: settings.watched).snapshot()
        await build()
        let port = try await server.start()
        let task = Task { [self] in await watch(from: baseline) }
        watcher.withLock { $0 = task }
        return port
    }

    public func stop() async {
        let task = watcher.withLock { task in
            defer { task = nil }
            return task
        }
        task?.cancel()
        await task?.value
        await server.stop()
    }

    /// Runs one build now and publishes its outcome to open tabs.
    @discardableResult
    public func build() async -> BuildReport {
        var report: BuildReport
        do {
            report = await SiteBuild.run(try makeRequest())
        } catch {
            report = BuildReport()
            report.fatal = error
        }
        reload.publish(problems: report.fatal.map { [$0.description] } ?? report.problems.map(\.description))
        events(.built(report))
        return report
    }

    /// Polls; after a change waits until the inputs stay still for one interval (editors save in bursts).
    private func watch(from baseline: [String: ChangeWatcher.Stamp]) async {
        let files = ChangeWatcher(paths: settings.watched)
        var last = baseline
        while !Task.isCancelled {
            try? await Task.sleep(for: settings.pollInterval)
            var current = files.snapshot()
            guard current != last else { continue }
            while !Task.isCancelled {
                try? await Task.sleep(for: settings.pollInterval)
                let again = files.snapshot()
                if again == current { break }
                current = again
            }
            if Task.isCancelled { return }
            events(.changed(ChangeWatcher.changes(from: last, to: current)))
            last = current
            await build()
        }
    }
}
