import Pages

/// A contest's `live.json` (CONTRACT §9), one line, at most a few hundred bytes:
/// `{"generated_at":…,"as_of":…,"state":…,"pages":N,"final":B}`. Only what the pages show, so the bytes change
/// only when the standings do: an unchanged file keeps its inode and mtime, and the host's ETag with them.
enum LiveJSON {
    static func bytes(_ status: LiveStatus) -> [UInt8] {
        var out: [UInt8] = Array("{\"generated_at\":".utf8)
        optional(status.generatedAt, to: &out)
        out.append(contentsOf: ",\"as_of\":".utf8)
        optional(status.asOf, to: &out)
        out.append(contentsOf: ",\"state\":".utf8)
        ReportJSON.quote(status.state, to: &out)
        out.append(contentsOf: ",\"pages\":\(status.pages),\"final\":\(status.isFinal)}\n".utf8)
        return out
    }

    private static func optional(_ text: String?, to out: inout [UInt8]) {
        if let text { ReportJSON.quote(text, to: &out) } else { out.append(contentsOf: "null".utf8) }
    }
}
