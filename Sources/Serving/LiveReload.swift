import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// The live-reload channel between builds and open browser tabs. Each build publishes a new token; pages
/// carry the token they were served with and reload when the server's token differs (Server-Sent Events at
/// `/__pcsite/reload`). The last build's problems are shown as an overlay on every page until fixed.
public final class LiveReload: Sendable {
    public static let endpoint = "/__pcsite/reload"

    private struct State {
        var generation = 0
        var problems: [String] = []
        var listeners: [ObjectIdentifier: any Channel] = [:]
    }

    /// Differs per server run, so a tab left open across restarts reloads too.
    private let session = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private let state = Mutex(State())

    public init() {}

    public var token: String { state.withLock { "\(session)-\($0.generation)" } }
    public var listenerCount: Int { state.withLock { $0.listeners.count } }

    /// Records a finished build (its problem lines, empty when clean) and tells every open tab.
    public func publish(problems: [String]) {
        let (token, listeners) = state.withLock { state in
            state.generation += 1
            state.problems = problems
            return ("\(session)-\(state.generation)", Array(state.listeners.values))
        }
        for channel in listeners { Self.send(token, to: channel) }
    }

    /// Keeps `channel` (whose event-stream head was already written) until it closes.
    func listen(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        let token = state.withLock { state in
            state.listeners[id] = channel
            return "\(session)-\(state.generation)"
        }
        channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(string: "retry: 1000\n"))),
                              promise: nil)
        Self.send(token, to: channel)
        channel.closeFuture.whenComplete { [weak self] _ in
            self?.state.withLock { _ = $0.listeners.removeValue(forKey: id) }
        }
    }

    func closeAll() {
        let listeners = state.withLock { Array($0.listeners.values) }
        for channel in listeners { channel.close(promise: nil) }
    }

    private static func send(_ token: String, to channel: any Channel) {
        channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(string: "data: \(token)\n\n"))),
                              promise: nil)
    }

    /// `html` with the reload script (and the problem overlay, if the last build had problems) before `</body>`.
    /// Only responses of the dev server get this; built files never do.
    func inject(into html: String) -> String {
        let (token, problems) = state.withLock { ("\(session)-\($0.generation)", $0.problems) }
        var snippet = "<script>/* pcsite serve */(function(){var t=\"\(token)\";"
            + "var s=new EventSource(\"\(Self.endpoint)\");"
            + "s.onmessage=function(e){if(e.data!==t){s.close();location.reload();}};})();</script>\n"
        if !problems.isEmpty { snippet = Self.overlay(problems) + snippet }
        guard let range = html.range(of: "</body>", options: [.caseInsensitive, .backwards]) else {
            return html + snippet
        }
        return html.replacingCharacters(in: range, with: snippet + "</body>")
    }

    private static func overlay(_ problems: [String]) -> String {
        let shown = problems.prefix(50).map(escape).joined(separator: "\n")
        let more = problems.count > 50 ? "\n… and \(problems.count - 50) more" : ""
        return "<div id=\"pcsite-overlay\" role=\"alert\" title=\"Click to dismiss\" onclick=\"this.remove()\" "
            + "style=\"position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:2rem;"
            + "background:rgba(40,0,0,.94);color:#fff;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap\">"
            + "<strong style=\"color:#ff8a80\">pcsite: the last build had \(problems.count) problem(s)</strong>\n\n"
            + shown + more + "\n\n<em>Fix the file and save: this page reloads by itself.</em></div>\n"
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
