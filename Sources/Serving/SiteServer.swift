import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A small HTTP/1.1 server over the output folder, on one event-loop thread. Port 0 picks a free port;
/// `start()` returns the port actually bound.
public final class SiteServer: Sendable {
    public let root: String
    public let host: String
    public let requestedPort: Int
    let reload: LiveReload
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let channel = Mutex<(any Channel)?>(nil)

    public init(root: String, host: String = "127.0.0.1", port: Int = 8080, reload: LiveReload) {
        self.root = root
        self.host = host
        self.requestedPort = port
        self.reload = reload
    }

    public func start() async throws -> Int {
        let root = root
        let reload = reload
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(HTTPHandler(root: root, reload: reload))
                }
            }
        let bound = try await bootstrap.bind(host: host, port: requestedPort).get()
        channel.withLock { $0 = bound }
        return bound.localAddress?.port ?? requestedPort
    }

    /// Closes the listening socket and every open connection (event streams included).
    public func stop() async {
        let bound = channel.withLock { channel in
            defer { channel = nil }
            return channel
        }
        try? await bound?.close()
        reload.closeAll()
        try? await group.shutdownGracefully()
    }
}
