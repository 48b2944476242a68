/// What a standings page of a contest that is not final needs to check `live.json` (`assets/live.js`): the
/// file's URL and the page's own `generated_at` and state, which the script compares with the file's.
public struct LiveCheckModel: Sendable {
    public let dataURL: String
    public let scriptURL: String
    /// "" before there are standings (live.json then says null).
    public let generatedAt: String
    public let state: String

    init(_ status: LiveStatus, dataURL: String, scriptURL: String) {
        self.dataURL = dataURL
        self.scriptURL = scriptURL
        generatedAt = status.generatedAt ?? ""
        state = status.state
    }
}
