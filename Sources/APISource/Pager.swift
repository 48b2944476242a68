import Contracts
import Domain

/// All pages of one paged endpoint, checked to add up: page 1's object and every row in page order.
struct PagedDocument: Sendable {
    /// Page 1 as sent; its fields other than rows and pagination stand for the whole document.
    var first: JSONObject
    var rows: [JSONValue]
    /// Page 1's bytes when it was the only page and its pagination is well-formed: the document as it stands,
    /// so it need not be encoded again (its pagination says page 1 of 1 already).
    var onlyPage: [UInt8]?

    /// Page 1's validators, when it was asked without the HTTP cache.
    var firstValidators: Validators?
    var pageCount = 1
    /// Pages fetched anew through the HTTP cache: kept there (`APIClient.remember`) once the document is accepted.
    var unsaved: [CachedPage] = []
    /// The HTTP cache's copies that 304s handed back: dropped (`APIClient.forget`) when the document is refused.
    var reusedURLs: [String] = []
    /// Some page, page 1 from `firstKnown` included, is the copy pcsite held.
    var reused = false

    /// The on-disk shape's bytes: the only page as sent, or the pages merged.
    func bytes(rowsKey: String) -> [UInt8] {
        onlyPage ?? JSONText.compactBytes(merged(rowsKey: rowsKey))
    }

    /// One document holding every row, with `pagination` saying page 1 of 1 — the on-disk shape (CONTRACT §1.2).
    func merged(rowsKey: String) -> JSONValue {
        let pagination = JSONValue.object(JSONObject(
            keys: ["page", "per_page", "total_rows", "total_pages"],
            values: [.integer(1), .integer(Int64(rows.count)), .integer(Int64(rows.count)), .integer(1)]))
        var keys = first.keys
        var values = first.values
        for (key, value) in [(rowsKey, JSONValue.array(rows)), ("pagination", pagination)] {
            if let index = keys.firstIndex(of: key) {
                values[index] = value
            } else {
                keys.append(key)
                values.append(value)
            }
        }
        return .object(JSONObject(keys: keys, values: values))
    }
}

/// Follows `pagination` until `total_pages`, a bounded number of pages at a time, and refuses results that
/// do not add up: total_pages or total_rows changing between pages, a page number that is not the one asked
/// for, rows repeated across pages, or fewer/more rows than `total_rows`.
struct Pager: Sendable {
    let client: APIClient
    /// Row array key: "contests" for the list, "rows" for a leaderboard.
    let rowsKey: String
    /// Keys that must be equal on every page (a leaderboard's `column_schema`).
    let stableKeys: [String]
    /// A row's identity for duplicate detection.
    let identity: @Sendable (JSONValue) -> String
    /// A document of one page is kept as sent, its rows not parsed here (`PagedDocument.onlyPage`, `rows` empty):
    /// for a caller that reads the document's bytes, not `rows`.
    var keepsOnlyPageAsSent = false

    /// nil when page 1 is 404. `firstKnown`/`firstUsesCache`: how page 1 is asked for (see `APIClient.get`); a
    /// page 1 asked without the cache that turns out to have followers goes in the cache with the others. Nothing is
    /// kept here (the caller keeps `unsaved` once the document maps); when the pages do not add up, the HTTP cache's
    /// copies among them are dropped, so the next run asks for them unconditionally.
    func fetch(path: String, firstKnown: (validators: Validators, body: [UInt8])? = nil,
               firstUsesCache: Bool = true) async throws(Problem) -> PagedDocument? {
        let log = PageLog()
        do {
            guard var document = try await fetch(path: path, firstKnown: firstKnown, firstUsesCache: firstUsesCache, log: log) else {
                return nil
            }
            (document.unsaved, document.reusedURLs, document.reused) = (log.fresh, log.reusedURLs, log.reused)
            return document
        } catch {
            if !log.failedInTransport { client.forget(log.reusedURLs) }
            throw error
        }
    }

    private func fetch(path: String, firstKnown: (validators: Validators, body: [UInt8])?, firstUsesCache: Bool,
                       log: PageLog) async throws(Problem) -> PagedDocument? {
        let firstURL = pageURL(path, page: 1)
        guard let (skimmed, firstBytes, skippedRows, firstValidators) = try await page(
            firstURL, log: log, skimmingRows: keepsOnlyPageAsSent, known: firstKnown, useCache: firstUsesCache) else {
            return nil
        }
        let shape = try pagination(skimmed, url: firstURL, page: 1, expected: nil)
        let totalPages = max(1, shape.totalPages)
        guard totalPages <= client.options.maxPages else {
            throw inconsistent(firstURL, "total_pages \(totalPages) is over the limit of \(client.options.maxPages)")
        }
        // The usual leaderboard is one page: kept as sent, its rows left to the mapper's own parse.
        if totalPages == 1, let rowCount = skippedRows, Self.wellFormedPagination(skimmed) {
            if let totalRows = shape.totalRows, totalRows != rowCount {
                throw inconsistent(firstURL, "total_rows says \(totalRows) but the pages hold \(rowCount) rows")
            }
            return PagedDocument(first: skimmed, rows: [], onlyPage: firstBytes, firstValidators: firstValidators)
        }
        if !firstUsesCache, totalPages > 1, let firstValidators {
            log.fetched(CachedPage(url: firstURL, validators: firstValidators, body: firstBytes))
        }
        let first = skippedRows == nil ? skimmed : try Self.object(parsing: firstBytes, url: firstURL, rowsKey: rowsKey)
        var pages: [Int: JSONObject] = [1: first]
        if totalPages > 1 {
            pages.merge(try await fetchRest(path: path, totalPages: totalPages, expected: shape, log: log), uniquingKeysWith: { $1 })
        }
        var rows: [JSONValue] = []
        var seen = Set<String>()
        for number in 1...totalPages {
            guard let object = pages[number], case .array(let pageRows)? = object[rowsKey] else {
                throw inconsistent(pageURL(path, page: number), "page \(number) is missing")
            }
            for key in stableKeys where object[key] != first[key] {
                throw inconsistent(pageURL(path, page: number), "\(key) differs from page 1's")
            }
            for row in pageRows where !seen.insert(identity(row)).inserted {
                throw inconsistent(pageURL(path, page: number), "row \(identity(row).prefix(80)) appears on more than one page")
            }
            rows += pageRows
        }
        if let totalRows = shape.totalRows, totalRows != rows.count {
            throw inconsistent(firstURL, "total_rows says \(totalRows) but the pages hold \(rows.count) rows")
        }
        return PagedDocument(first: first, rows: rows, onlyPage: nil,
                             firstValidators: totalPages == 1 ? firstValidators : nil, pageCount: totalPages)
    }

    /// No pagination, or one whose fields are all whole numbers (or null), as the merged document's would be.
    private static func wellFormedPagination(_ object: JSONObject) -> Bool {
        guard let value = object["pagination"] else { return true }
        guard case .object(let fields) = value else { return false }
        return ["page", "per_page", "total_rows", "total_pages"].allSatisfy { key in
            switch fields[key] {
            case nil, .null?, .integer?: true
            default: false
            }
        }
    }

    private struct Shape: Equatable {
        var totalPages: Int
        var totalRows: Int?
    }

    /// Pages 2…n, at most `maxConcurrentRequests` asked for at once.
    private func fetchRest(path: String, totalPages: Int, expected: Shape, log: PageLog) async throws(Problem) -> [Int: JSONObject] {
        let window = client.options.maxConcurrentRequests
        let result = await withTaskGroup(of: (Int, Result<JSONObject, Problem>).self) { group in
            var pages: [Int: JSONObject] = [:]
            var next = 2
            func add() {
                let number = next
                next += 1
                group.addTask {
                    let url = pageURL(path, page: number)
                    do throws(Problem) {
                        guard let (object, _, _, _) = try await page(url, log: log) else {
                            throw inconsistent(url, "page \(number) of \(totalPages) answered 404")
                        }
                        _ = try pagination(object, url: url, page: number, expected: expected)
                        return (number, .success(object))
                    } catch {
                        return (number, .failure(error))
                    }
                }
            }
            while next <= totalPages, next - 2 < window { add() }
            while let (number, outcome) = await group.next() {
                switch outcome {
                case .success(let object):
                    pages[number] = object
                    if next <= totalPages { add() }
                case .failure(let problem):
                    group.cancelAll()
                    return Result<[Int: JSONObject], Problem>.failure(problem)
                }
            }
            return .success(pages)
        }
        return try result.get()
    }

    private func pageURL(_ path: String, page: Int) -> String {
        client.url("\(path)?page=\(page)&per_page=\(client.options.perPage)")
    }

    /// A page as an object with an array of rows, and its bytes; nil for 404. Skimming steps over the rows
    /// without parsing them (nil count when `rows` is not an array, which the full parse then reports).
    private func page(_ url: String, log: PageLog, skimmingRows: Bool = false, known: (validators: Validators, body: [UInt8])? = nil,
                      useCache: Bool = true) async throws(Problem) -> (JSONObject, [UInt8], Int?, Validators?)? {
        let bytes: [UInt8]
        let validators: Validators?
        let throughCache = useCache && known == nil
        do {
            switch try await client.get(url, known: known, useCache: useCache) {
            case .notFound: return nil
            case .document(let body, let answered, let reused):
                (bytes, validators) = (body, answered)
                if reused {
                    log.reused(url, fromCache: throughCache)
                } else if throughCache, let answered {
                    log.fetched(CachedPage(url: url, validators: answered, body: body))
                }
            }
        } catch {
            log.transportFailed()
            throw error.problem
        }
        guard skimmingRows else { return (try Self.object(parsing: bytes, url: url, rowsKey: rowsKey), bytes, nil, validators) }
        let skimmed: (root: JSONValue, count: Int?)
        do {
            skimmed = try JSONParser.parse(bytes: bytes, skippingArrayAt: rowsKey)
        } catch {
            throw Problem(source: url, path: "$", message: error.description)
        }
        guard case .object(let object) = skimmed.root, skimmed.count != nil else {
            return (try Self.object(parsing: bytes, url: url, rowsKey: rowsKey), bytes, nil, validators)
        }
        return (object, bytes, skimmed.count, validators)
    }

    private static func object(parsing bytes: [UInt8], url: String, rowsKey: String) throws(Problem) -> JSONObject {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes: bytes)
        } catch {
            throw Problem(source: url, path: "$", message: error.description)
        }
        guard case .object(let object) = json else {
            throw Problem(source: url, path: "$", message: "expected object, got \(json.typeName)")
        }
        guard case .array? = object[rowsKey] else {
            throw Problem(source: url, path: "$.\(rowsKey)", message: "expected an array of rows")
        }
        return object
    }

    /// Reads a page's pagination and checks it against page 1's.
    private func pagination(_ object: JSONObject, url: String, page: Int, expected: Shape?) throws(Problem) -> Shape {
        guard case .object(let fields)? = object["pagination"] else {
            if page == 1 { return Shape(totalPages: 1, totalRows: nil) }
            throw inconsistent(url, "page \(page) has no pagination")
        }
        func number(_ key: String) -> Int? {
            if case .integer(let value)? = fields[key], value >= 0, value <= Int64(Int32.max) { return Int(value) }
            return nil
        }
        let shape = Shape(totalPages: number("total_pages") ?? 1, totalRows: number("total_rows"))
        if let reported = number("page"), reported != page {
            throw inconsistent(url, "asked for page \(page), got page \(reported)")
        }
        if let expected {
            if shape.totalPages != expected.totalPages {
                throw inconsistent(url, "total_pages changed from \(expected.totalPages) to \(shape.totalPages) mid-fetch")
            }
            if shape.totalRows != expected.totalRows {
                throw inconsistent(url, "total_rows changed from \(expected.totalRows.map(String.init) ?? "none") to "
                                   + "\(shape.totalRows.map(String.init) ?? "none") mid-fetch")
            }
        }
        return shape
    }

    private func inconsistent(_ url: String, _ detail: String) -> Problem {
        FetchFailure(url: url, kind: .inconsistentPagination(detail), attempts: 1).problem
    }
}
