import EveryCore

extension LeaderboardDocument {
    /// Decodes a leaderboard from its bytes, streaming each row to `sink` as it is parsed. The returned
    /// document's `rows` is empty. When the schema comes after the rows in the file, rows wait for it. A big
    /// leaderboard is parsed on `parallel`'s threads.
    public static func decode(bytes: [UInt8], on parallel: Parallel, rows sink: inout some LeaderboardRowSink)
        -> Result<LeaderboardDocument, DocumentIssues>
    {
        var issues = DecodeIssues()
        var waiting: [JSONObject] = []
        var started = false
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes: bytes, streamingArrayAt: "rows", on: parallel, counted: { sink.expect(rows: $0) }) { element, index, before in
                guard let object = row(element, at: JSONPath.root.key("rows").index(index), issues: &issues) else { return }
                if !started, let schema = before["column_schema"] {
                    var ignored = DecodeIssues()  // reported once, by the header decode below
                    sink.begin(columns: columns(schema, issues: &ignored))
                    started = true
                }
                if started { sink.row(object) } else { waiting.append(object) }
            }
        } catch {
            return .failure(DocumentIssues([DecodeIssue(path: "$", message: error.description)]))
        }
        let document = decode(root, at: .root, issues: &issues)
        guard let document, issues.isEmpty else { return .failure(DocumentIssues(issues.list)) }
        if !started {
            sink.begin(columns: document.columnSchema)
            for object in waiting { sink.row(object) }
        }
        return .success(document)
    }

    private static func columns(_ schema: JSONValue, issues: inout DecodeIssues) -> [ColumnDocument] {
        guard case .array(let elements) = schema else { return [] }
        return elements.enumerated().compactMap { index, element in
            ColumnDocument.decode(element, at: JSONPath.root.key("column_schema").index(index), issues: &issues)
        }
    }
}
