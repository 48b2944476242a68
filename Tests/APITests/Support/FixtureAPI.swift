import Contracts
import Domain
import Foundation
import HTTPTestSupport
import TestSupport

/// Serves a snapshot folder the way the backend would (CONTRACT §1): the list and each leaderboard paged by
/// `per_page`, details verbatim, ETag on every document and 304 for a matching If-None-Match.
struct FixtureAPI: Sendable {
    struct Entry: Sendable {
        var id: String
        var detail: [UInt8]
        var leaderboard: JSONObject?

        /// The detail's `updated_at` as served.
        var updatedAt: JSONValue {
            guard case .object(let object)? = try? JSONParser.parse(detail) else { return .null }
            return object["updated_at"] ?? .null
        }
    }

    var entries: [Entry]
    /// List items carry `updated_at` and `leaderboard_generated_at` (CONTRACT §1.3), read from the documents served.
    var listsVersions = false

    /// The repository's bundled sample, served as the API would: one source of truth for disk and API tests.
    static var fixtureContent: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("content").path
    }

    init(folder: String = FixtureAPI.fixtureContent) throws {
        let contests = (folder as NSString).appendingPathComponent("contests")
        entries = try FileManager.default.contentsOfDirectory(atPath: contests).sorted().map { id in
            let base = (contests as NSString).appendingPathComponent(id)
            let detail = try [UInt8](Data(contentsOf: URL(fileURLWithPath: base + "/contest.json")))
            var leaderboard: JSONObject?
            if let data = FileManager.default.contents(atPath: base + "/leaderboard.json"),
               case .object(let object) = try JSONParser.parse([UInt8](data)) {
                leaderboard = object
            }
            return Entry(id: id, detail: detail, leaderboard: leaderboard)
        }
    }

    var ids: [String] { entries.map(\.id) }

    /// Replaces one served contest's documents (a backend that changed them).
    mutating func update(_ id: String, _ change: (inout Entry) -> Void) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        change(&entries[index])
    }

    func reply(_ request: RecordedRequest) -> Reply {
        let query = URLComponents(string: "http://x" + request.uri)?.queryItems ?? []
        let page = query.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
        let perPage = query.first { $0.name == "per_page" }?.value.flatMap(Int.init) ?? 100
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count >= 2, parts[0] == "api", parts[1] == "custom-contests" else { return Self.notFound }
        switch parts.count {
        case 2:
            let items = entries.map { entry in
                guard listsVersions else { return JSONValue.object(JSONObject(keys: ["contest_id"], values: [.string(entry.id)])) }
                return JSONValue.object(JSONObject(keys: ["contest_id", "updated_at", "leaderboard_generated_at"],
                                                   values: [.string(entry.id), entry.updatedAt, entry.leaderboard?["generated_at"] ?? .null]))
            }
            let object = JSONObject(keys: ["contests"], values: [.array([])])
            return etagged(Self.page(object, rowsKey: "contests", rows: items, page: page, perPage: perPage), request)
        case 3:
            guard let entry = entries.first(where: { $0.id == parts[2] }) else { return Self.notFound }
            return etagged(entry.detail, request)
        case 4 where parts[3] == "leaderboard":
            guard let entry = entries.first(where: { $0.id == parts[2] }), let board = entry.leaderboard,
                  case .array(let rows)? = board["rows"] else { return Self.notFound }
            return etagged(Self.page(board, rowsKey: "rows", rows: rows, page: page, perPage: perPage), request)
        default:
            return Self.notFound
        }
    }

    /// `object` with `rows` cut to one page and `pagination` describing it.
    static func page(_ object: JSONObject, rowsKey: String, rows: [JSONValue], page: Int, perPage: Int,
                     totalPages: Int? = nil, totalRows: Int? = nil) -> [UInt8] {
        let start = min(rows.count, max(0, (page - 1) * perPage))
        let slice = Array(rows[start..<min(rows.count, start + perPage)])
        let pages = totalPages ?? max(1, (rows.count + perPage - 1) / perPage)
        let pagination = JSONValue.object(JSONObject(
            keys: ["page", "per_page", "total_rows", "total_pages"],
            values: [.integer(Int64(page)), .integer(Int64(perPage)), .integer(Int64(totalRows ?? rows.count)),
                     .integer(Int64(pages))]))
        var keys = object.keys.filter { $0 != "pagination" }
        var values = keys.map { key in key == rowsKey ? JSONValue.array(slice) : (object[key] ?? .null) }
        keys.append("pagination")
        values.append(pagination)
        return Array(JSONText.compact(.object(JSONObject(keys: keys, values: values))).utf8)
    }

    static let notFound = Reply.json(Array(#"{"error":"not found"}"#.utf8), status: 404)

    /// 200 with a strong ETag, or 304 when the client already holds this exact body.
    func etagged(_ body: [UInt8], _ request: RecordedRequest) -> Reply {
        var digest = ContentDigest()
        digest.combine(body)
        let etag = "\"\(digest.hex)\""
        if request.headers.first(name: "If-None-Match") == etag {
            return .respond(status: 304, headers: [("ETag", etag)], body: [])
        }
        return .json(body, headers: [("ETag", etag), ("Last-Modified", "Sun, 22 Nov 2026 12:00:00 GMT")])
    }
}
