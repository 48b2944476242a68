import Foundation
import NIOCore
import NIOHTTP1

/// One connection of the dev server: GET/HEAD of files under the output folder (through `ServedPath`), the
/// site's own 404 page, and the live-reload event stream. Runs on the connection's event loop.
final class HTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let root: String
    private let reload: LiveReload
    private var head: HTTPRequestHead?

    init(root: String, reload: LiveReload) {
        self.root = root
        self.reload = reload
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request): head = request
        case .body: break
        case .end:
            guard let request = head else { return }
            head = nil
            respond(to: request, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private func respond(to request: HTTPRequestHead, context: ChannelHandlerContext) {
        guard request.method == .GET || request.method == .HEAD else {
            return send(.methodNotAllowed, text: "Method not allowed\n", request: request, context: context,
                        extra: [("Allow", "GET, HEAD")])
        }
        let path = String(request.uri.prefix { $0 != "?" })
        if path == LiveReload.endpoint, request.method == .GET { return openEventStream(context: context) }
        switch ServedPath.resolve(request.uri, root: root) {
        case .file(let file):
            guard let data = FileManager.default.contents(atPath: file) else {
                return send(.notFound, text: "Not found\n", request: request, context: context)
            }
            send(.ok, body: data, type: ServedPath.contentType(for: file), request: request, context: context)
        case .redirect(let location):
            send(.movedPermanently, text: "Moved to \(location)\n", request: request, context: context,
                 extra: [("Location", location)])
        case .badRequest:
            send(.badRequest, text: "Bad request\n", request: request, context: context)
        case .notFound:
            var page: Data?
            if case .file(let notFoundPage) = ServedPath.resolve("/404.html", root: root) {
                page = FileManager.default.contents(atPath: notFoundPage)
            }
            let body = page
                ?? Data("<!doctype html><title>Not found</title><body><h1>Not found</h1></body>\n".utf8)
            send(.notFound, body: body, type: "text/html; charset=utf-8", request: request, context: context)
        }
    }

    private func openEventStream(context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/event-stream; charset=utf-8")
        headers.add(name: "Cache-Control", value: "no-store")
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))),
                              promise: nil)
        reload.listen(context.channel)
    }

    private func send(_ status: HTTPResponseStatus, text: String, request: HTTPRequestHead,
                      context: ChannelHandlerContext, extra: [(String, String)] = []) {
        send(status, body: Data(text.utf8), type: "text/plain; charset=utf-8", request: request, context: context,
             extra: extra)
    }

    private func send(_ status: HTTPResponseStatus, body: Data, type: String, request: HTTPRequestHead,
                      context: ChannelHandlerContext, extra: [(String, String)] = []) {
        var bytes = body
        if type.hasPrefix("text/html"), let html = String(data: body, encoding: .utf8) {
            bytes = Data(reload.inject(into: html).utf8)
        }
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(bytes.count))
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        for (name, value) in extra { headers.add(name: name, value: value) }
        let keepAlive = request.isKeepAlive
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let head = HTTPResponseHead(version: request.version, status: status, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if request.method != .HEAD {
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: bytes)))), promise: nil)
        }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { channel.close(promise: nil) }
        }
    }
}
