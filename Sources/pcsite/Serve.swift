import ArgumentParser
import Domain
import Foundation
import Publishing
import Serving

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build, serve the output on loopback, rebuild on change and reload open pages.",
        discussion: """
        Watches the source folder, the templates folder and the config file. After
        an edit the site is rebuilt exactly as `pcsite build` would, and open
        browser tabs reload. A build error is printed here and shown over the page
        until the next good build. The live-reload script is added to pages as they
        are served, never to the built files.

        Examples:
          pcsite serve
          pcsite serve --port 3000 --verbose
          pcsite serve --port 0 --out /tmp/preview    (0: any free port)
          pcsite serve --host 0.0.0.0                  (whole network: take care)
        """)

    @OptionGroup var options: SiteOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port: Int = 8080

    @Option(help: "Address to listen on. Keep the loopback default unless you mean to share the site.")
    var host: String = "127.0.0.1"

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let policy = output.policy
        let options = options
        let watched = [options.source ?? "content", options.templates ?? "templates", options.config ?? "pcsite.yml"]
        let settings = ServeSession.Settings(host: host, port: port, outputFolder: options.out, watched: watched)
        let session = ServeSession(settings: settings, makeRequest: { () throws(Problem) -> BuildRequest in
            var request = try options.request(dryRun: false, config: options.loadConfig())
            request.progress = Terminal.progress(policy)?.callback
            return request
        }, events: { event in
            switch event {
            case .changed(let paths):
                let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? " (+\(paths.count - 3))" : "")
                Terminal.note("changed: \(shown); rebuilding", policy: policy)
            case .built(let report):
                if policy.showsProgress { Terminal.clearLine() }
                Terminal.print(report, policy: policy)
            }
        })
        let bound: Int
        do {
            bound = try await session.start()
        } catch {
            Terminal.error("cannot listen on \(host):\(port): \(error)", policy: policy)
            throw ExitCode(2)
        }
        if !["127.0.0.1", "::1", "localhost"].contains(host) {
            Terminal.note("warning: listening on \(host): anyone who can reach this machine can read the site")
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        Terminal.note("serving \(options.out)/ at http://\(shownHost):\(bound)/ · watching \(watched.joined(separator: ", "))"
                      + " · Ctrl-C to stop")
        await Self.interrupted()
        Terminal.note("stopping (a build in progress finishes first)", policy: policy)
        await session.stop()
    }

    /// Returns at the first Ctrl-C; a second one kills the process as usual.
    private static func interrupted() async {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            source.setEventHandler {
                source.cancel()
                signal(SIGINT, SIG_DFL)
                continuation.resume()
            }
            source.resume()
        }
    }
}
