import Domain
import EveryCore
import Pages
import Synchronization

/// `search.json`: the cards the search box filters, as compact as plain JSON allows. Types and status labels
/// are numbered once (rows hold their index), the URL is one pattern with `{id}`, and rows keep the index order,
/// so the same contests give the same bytes.
///
/// `{"url":"/contests/{id}/","fields":[…],"types":[…],"statuses":[…],"contests":[[id,name,type#,status#,organizer,fee,entries],…]}`
///
/// Past `IndexChunks.contestThreshold` contests, the cards go into `search-<n>.json` chunks by a stable hash of
/// the contest id, each `{"types":[…],"statuses":[…],"contests":[[…,updated],…]}` with the card's update time
/// (seconds since 1970) last so the page can restore the index order, and `search.json` lists them:
/// `{"url":…,"fields":[…,"updated"],"chunks":["search-1.json?v=<digest>",…]}`. One changed contest rewrites
/// its chunk and this small list, not the megabyte of every card.
enum SearchIndex {
    static let path = OutputPath.searchIndex
    static let fields = ["id", "name", "type", "status", "organizer", "fee", "entries"]

    static func bytes(_ ordered: OrderedCards, urlPattern: String) -> [UInt8] {
        var out = Array(#"{"url":"#.utf8)
        ReportJSON.quote(urlPattern, to: &out)
        out.append(contentsOf: ",\"fields\":".utf8)
        list(fields, to: &out)
        rows(ordered, withTime: false, to: &out)
        return out
    }

    /// The files of the search index: `search.json` alone, or it and its chunks, made on this thread.
    static func files(_ ordered: OrderedCards, urlPattern: String) -> [(path: String, bytes: [UInt8])] {
        let facts = CardFacts(ordered, on: .serial)
        let files = Mutex<[String: [UInt8]]>([:])
        // Collecting the files throws nothing.
        try? write(ordered, facts: facts, urlPattern: urlPattern, on: .serial) { path, bytes in files.withLock { $0[path] = bytes } }
        return files.withLock { files in paths(ordered, facts: facts).map { ($0, files[$0] ?? []) } }
    }

    /// Hands each file of the search index to `save` as it is made, the chunks on `parallel`'s threads (`save` is
    /// called from all of them), `search.json` last: only a chunk per thread is held at a time.
    static func write(_ ordered: OrderedCards, facts: CardFacts, urlPattern: String, on parallel: Parallel,
                      to save: @Sendable (_ path: String, _ bytes: [UInt8]) throws(Problem) -> Void) throws(Problem) {
        guard IndexChunks.chunked(contests: ordered.count) else { return try save(path, bytes(ordered, urlPattern: urlPattern)) }
        let (chunks, numbers) = (facts.positionsByChunk, facts.chunkNumbers)
        let names = Mutex([Int: String]())
        try parallel.forEach(numbers) { number throws(Problem) in
            var out = [UInt8(ascii: "{")]
            rows(chunks[number].lazy.map { ordered[Int($0)] }, withTime: true, to: &out)
            var digest = ContentDigest()
            digest.combine(out)
            try save("search-\(number).json", out)
            names.withLock { $0[number] = "search-\(number).json?v=\(digest.hex)" }
        }
        var out = Array(#"{"url":"#.utf8)
        ReportJSON.quote(urlPattern, to: &out)
        out.append(contentsOf: ",\"fields\":".utf8)
        list(fields + ["updated"], to: &out)
        out.append(contentsOf: ",\"chunks\":".utf8)
        list(names.withLock { names in numbers.compactMap { names[$0] } }, to: &out)
        out.append(contentsOf: "}\n".utf8)
        try save(path, out)
    }

    /// The paths `files` writes for these cards (search.json first, then the chunks), without serialising them.
    static func paths(_ ordered: OrderedCards, facts: CardFacts) -> [String] {
        guard IndexChunks.chunked(contests: ordered.count) else { return [path] }
        return [path] + facts.chunkNumbers.map { "search-\($0).json" }
    }

    /// `,"types":[…],"statuses":[…],"contests":[…]}` and a newline; the caller opened the object.
    private static func rows(_ selected: some Collection<ContestCard>, withTime: Bool, to out: inout [UInt8]) {
        // Read once: each read of an ordered card decodes it from the record store, and this takes three passes.
        let ordered = Array(selected)
        let types = Array(Set(ordered.map(\.type))).sorted()
        let statuses = Array(Set(ordered.map(\.statusLabel))).sorted()
        let typeIndex = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1, $0) })
        let statusIndex = Dictionary(uniqueKeysWithValues: statuses.enumerated().map { ($1, $0) })
        out.reserveCapacity(out.count + ordered.count * 128 + 1024)
        if out.last != UInt8(ascii: "{") { out.append(UInt8(ascii: ",")) }
        out.append(contentsOf: "\"types\":".utf8)
        list(types, to: &out)
        out.append(contentsOf: ",\"statuses\":".utf8)
        list(statuses, to: &out)
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
            if withTime { out.append(contentsOf: ",\(card.updatedTime.isFinite ? card.updatedTime : 0)".utf8) }
            out.append(UInt8(ascii: "]"))
        }
        out.append(contentsOf: "]}\n".utf8)
    }

    private static func list(_ texts: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, text) in texts.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            ReportJSON.quote(text, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }
}
