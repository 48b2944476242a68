import Pages

/// `search.json`: the cards the search box filters, as compact as plain JSON allows. Types and status labels
/// are numbered once (rows hold their index), the URL is one pattern with `{id}`, and rows keep the index order,
/// so the same contests give the same bytes.
///
/// `{"url":"/contests/{id}/","fields":[…],"types":[…],"statuses":[…],"contests":[[id,name,type#,status#,organizer,fee,entries],…]}`
enum SearchIndex {
    static let path = "search.json"
    static let fields = ["id", "name", "type", "status", "organizer", "fee", "entries"]

    static func bytes(_ ordered: [ContestCard], urlPattern: String) -> [UInt8] {
        let types = Array(Set(ordered.map(\.type))).sorted()
        let statuses = Array(Set(ordered.map(\.statusLabel))).sorted()
        let typeIndex = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1, $0) })
        let statusIndex = Dictionary(uniqueKeysWithValues: statuses.enumerated().map { ($1, $0) })
        var out: [UInt8] = []
        out.reserveCapacity(ordered.count * 128 + 1024)
        out.append(contentsOf: #"{"url":"#.utf8)
        ReportJSON.quote(urlPattern, to: &out)
        for (key, list) in [("fields", fields), ("types", types), ("statuses", statuses)] {
            out.append(contentsOf: ",\"\(key)\":[".utf8)
            for (index, text) in list.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                ReportJSON.quote(text, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(contentsOf: #","contests":["#.utf8)
        for (index, card) in ordered.enumerated() {
            out.append(contentsOf: index == 0 ? Array("\n[".utf8) : Array(",\n[".utf8))
            ReportJSON.quote(card.id, to: &out)
            out.append(UInt8(ascii: ","))
            ReportJSON.quote(card.name, to: &out)
            out.append(contentsOf: ",\(typeIndex[card.type] ?? 0),\(statusIndex[card.statusLabel] ?? 0),".utf8)
            for (position, text) in [card.organizer, card.fee, card.entries].enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                ReportJSON.quote(text, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(contentsOf: "]}\n".utf8)
        return out
    }
}
