import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// One request as the server saw it.
public struct RecordedRequest: Sendable {
    public var uri: String
    public var headers: HTTPHeaders
    public var at: ContinuousClock.Instant

    public var path: String { String(uri.prefix { $0 != "?" }) }
}

/// What the server does with a request; scripted per test.
public indirect enum Reply: Sendable {
    case respond(status: Int, headers: [(String, String)], body: [UInt8])
    /// Never answers; the connection stays open until the client gives up or the server stops.
    case hang
    /// Declares `declaredLength` bytes, sends `body` (fewer), then closes the connection.
    case truncated(body: [UInt8], declaredLength: Int)
    /// Answers `reply` after a pause (to observe concurrency).
    case delayed(milliseconds: Int64, Reply)

    public static func json(_ body: [UInt8], status: Int = 200, headers: [(String, String)] = []) -> Reply {
        .respond(status: status, headers: [("Content-Type", "application/json")] + headers, body: body)
    }
}

/// A real HTTP/1.1 server on 127.0.0.1 with an ephemeral port (SwiftNIO), started and stopped by each test.
public final class TestHTTPServer: Sendable {
    private let route: @Sendable (RecordedRequest) -> Reply
    private let log = Mutex<[RecordedRequest]>([])
    private let children = Mutex<[any Channel]>([])
    private let inFlight = Mutex<(now: Int, peak: Int)>((0, 0))
    private let channel = Mutex<(any Channel)?>(nil)

    private init(route: @escaping @Sendable (RecordedRequest) -> Reply) {
        self.route = route
    }

    public static func start(_ route: @escaping @Sendable (RecordedRequest) -> Reply) async throws -> TestHTTPServer {
        let server = TestHTTPServer(route: route)
        let bound = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { child in
                server.children.withLock { $0.append(child) }
                return child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.configureHTTPServerPipeline()
                    try child.pipeline.syncOperations.addHandler(RequestHandler(server: server))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        server.channel.withLock { $0 = bound }
        return server
    }

    public var port: Int { channel.withLock { $0?.localAddress?.port ?? 0 } }
    public var base: String { "http://127.0.0.1:\(port)" }
    public var requests: [RecordedRequest] { log.withLock { $0 } }
    public var peakInFlight: Int { inFlight.withLock { $0.peak } }

    public func requests(path: String) -> [RecordedRequest] { requests.filter { $0.path == path } }

    /// Closes the listener and every open connection (hung ones included).
    public func stop() async {
        let listener = channel.withLock { value in defer { value = nil }; return value }
        try? await listener?.close()
        for child in children.withLock({ $0 }) { try? await child.close() }
    }

    fileprivate func received(_ request: RecordedRequest) -> Reply {
        log.withLock { $0.append(request) }
        inFlight.withLock { $0.now += 1; $0.peak = max($0.peak, $0.now) }
        return route(request)
    }

    fileprivate func finished() {
        inFlight.withLock { $0.now -= 1 }
    }
}

private final class RequestHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let server: TestHTTPServer
    private var head: HTTPRequestHead?

    init(server: TestHTTPServer) {
        self.server = server
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break
        case .end:
            guard let head else { return }
            let reply = server.received(RecordedRequest(uri: head.uri, headers: head.headers, at: .now))
            perform(reply, context: context)
        }
    }

    private func perform(_ reply: Reply, context: ChannelHandlerContext) {
        switch reply {
        case .respond(let status, let headers, let body):
            var head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status))
            for (name, value) in headers { head.headers.add(name: name, value: value) }
            head.headers.replaceOrAdd(name: "Content-Length", value: "\(body.count)")
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            if !body.isEmpty { context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil) }
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            server.finished()
        case .hang:
            server.finished()
        case .truncated(let body, let declaredLength):
            var head = HTTPResponseHead(version: .http1_1, status: .ok)
            head.headers.add(name: "Content-Length", value: "\(declaredLength)")
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
            context.close(promise: nil)
            server.finished()
        case .delayed(let milliseconds, let inner):
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: .milliseconds(milliseconds)) {
                let (handler, context) = loopBound.value
                handler.perform(inner, context: context)
            }
        }
    }
}

/// Runs `body` against a fresh server and always stops it afterwards.
public func withServer<T>(_ route: @escaping @Sendable (RecordedRequest) -> Reply,
                   _ body: (TestHTTPServer) async throws -> T) async throws -> T {
    let server = try await TestHTTPServer.start(route)
    do {
        let value = try await body(server)
        await server.stop()
        return value
    } catch {
        await server.stop()
        throw error
    }
}

/// Counts calls per key, for scripts such as "fail the first two requests to this URL".
public final class CallCounter: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    public init() {}

    /// This call's number for `key`, starting at 1.
    public func next(_ key: String) -> Int {
        counts.withLock { $0[key, default: 0] += 1; return $0[key, default: 0] }
    }
}
