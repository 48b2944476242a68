import Contracts
import Domain
import EveryCore
import Input

/// Reads contests from the live backend (CONTRACT §1) behind the same protocol as `DiskSource`.
/// It only fetches bytes; `ContestMapper` turns them into domain values exactly as it does for files,
/// so both sources build byte-identical sites. Call `shutdown()` when done (or use `withSource`).
public struct APISource: ContestSource {
    let client: APIClient
    /// This run's plan and fetches, set by `listContests`.
    private let sync = CurrentSync()

    public init(options: APIOptions) {
        client = APIClient(options: options)
    }

    public var options: APIOptions { client.options }

    /// Runs `body` with a source and shuts its HTTP client down afterwards, whatever happens.
    public static func withSource<T: Sendable>(_ options: APIOptions,
                                               _ body: (APISource) async throws -> T) async rethrows -> T {
        let source = APISource(options: options)
        do {
            let value = try await body(source)
            await source.shutdown()
            return value
        } catch {
            await source.shutdown()
            throw error
        }
    }

    public func shutdown() async {
        // Fetches nobody awaited any more (a build stopped early) are stopped; what arrived is kept.
        await sync.current?.finish(cancel: true)
        await client.shutdown()
    }

    public func listContests(on parallel: Parallel) async throws(SourceFailure) -> [ContestReference] {
        let path = "/api/custom-contests"
        let pager = Pager(client: client, rowsKey: "contests", stableKeys: []) { item in
            if case .object(let object) = item, case .string(let id)? = object["contest_id"] { return id }
            return JSONText.compact(item)
        }
        let listURL = client.url(path)
        let paged: PagedDocument?
        do {
            paged = try await pager.fetch(path: path)
        } catch {
            throw SourceFailure(error)
        }
        guard let paged else { throw SourceFailure(Problem(source: listURL, message: "HTTP 404: no contest list here")) }
        let document: ContestListDocument
        // The list's pages are kept (validators and bodies) only once the whole list maps; copies that took part
        // in a list that does not are dropped, so the next run asks for them unconditionally.
        switch ContestListDocument.decode(paged.merged(rowsKey: "contests")) {
        case .success(let decoded):
            document = decoded
            client.remember(paged.unsaved)
        case .failure(let failure):
            client.forget(paged.reusedURLs)
            let issue = failure.issues.first
            throw SourceFailure(Problem(source: listURL, path: issue?.path, message: issue?.message ?? "invalid list"))
        }
        let details = ContestReference.Prefix(detailURL(""))
        let listed = document.contests.map { (ContestReference(key: $0.contestID, after: details), $0) }
        let client = client
        let plan = ContestSync(listed: listed, options: client.options, fetch: { reference, held in
            await documents(for: reference, held: held)
        }, verify: { documents in
            let reference = ContestReference(key: documents.contestID, location: detailURL(documents.contestID))
            guard case .failed(_, _, let problems) = map(documents, reference, unlessDigest: nil, on: parallel) else { return nil }
            return problems.first ?? Problem(source: detailURL(documents.contestID), message: "does not map")
        }, settle: { documents, accepted in
            if accepted { client.remember(documents.unsavedPages) } else { client.forget(documents.reusedPageURLs) }
        })
        sync.current = plan
        plan.start()
        return listed.map(\.0)
    }

    /// The digest of the documents this run uses for the contest, known once its fetch (if any) is done: equal
    /// signatures mean equal documents, so a contest whose documents did not change is not even read.
    public func signature(_ reference: ContestReference) async -> String? {
        guard case .held(let digest, _)? = await sync.current?.outcome(of: reference.key) else { return nil }
        return "api-" + digest
    }

    /// Maps the documents the run holds for the contest; `.unchanged` when they digest to `unlessDigest`.
    public func loadContest(_ reference: ContestReference, unlessDigest: String?, on parallel: Parallel) async -> ContestLoadResult {
        switch await syncedDocuments(for: reference) {
        case .failure(let problem):
            return .failed(reference: reference, contestID: PathSegment.isSafe(reference.key) ? reference.key : nil,
                           problems: [problem])
        case .success(let documents):
            let result = map(documents, reference, unlessDigest: unlessDigest, on: parallel)
            guard case .failed = result, let again = await sync.current?.replaceUnmappable(reference) else { return result }
            switch again {
            case .success(let documents): return map(documents, reference, unlessDigest: unlessDigest, on: parallel)
            case .failure(let problem): return .failed(reference: reference, contestID: reference.key, problems: [problem])
            }
        }
    }

    /// A contest's documents as domain values (`ContestMapper`, as for files).
    private func map(_ documents: ContestDocuments, _ reference: ContestReference, unlessDigest: String?,
                     on parallel: Parallel) -> ContestLoadResult {
        var mapper = ContestMapper(expectedID: reference.key, contestSource: reference.location,
                                   leaderboardSource: leaderboardURL(reference.key),
                                   maxLeaderboardCells: options.maxLeaderboardCells, parallel: parallel)
        return mapper.map(reference: reference, contestBytes: documents.contest, leaderboardBytes: documents.leaderboard,
                          unlessDigest: unlessDigest)
    }

    /// What this run asked the backend, once every fetch is over.
    public func activity() async -> SourceActivity? {
        guard let plan = sync.current else { return nil }
        await plan.finish(cancel: false)
        var activity = plan.activity
        (activity.requests, activity.notModifiedResponses) = client.counts
        return activity
    }

    /// A listed contest's documents for this run: as held when the list says nothing changed, otherwise as
    /// fetched by the background sync. Outside a listed run, fetched directly.
    public func syncedDocuments(for reference: ContestReference) async -> Result<ContestDocuments, Problem> {
        guard let plan = sync.current, let outcome = await plan.outcome(of: reference.key) else {
            return await documents(for: reference)
        }
        switch outcome {
        case .failed(let problem): return .failure(problem)
        case .held(let digest, let inMemory): return await plan.documents(reference, digest: digest, inMemory: inMemory)
        }
    }

    /// The detail (verbatim) and merged leaderboard of one listed contest; the first problem stops it.
    public func documents(for reference: ContestReference) async -> Result<ContestDocuments, Problem> {
        await documents(for: reference, held: nil)
    }

    /// The same, asked conditionally with the validators `held` was served with: a 304 hands back its bytes. The
    /// detail and a one-page leaderboard are asked without the HTTP cache: the held documents are their copy.
    func documents(for reference: ContestReference, held: ContestDocuments?) async -> Result<ContestDocuments, Problem> {
        let id = reference.key
        // The id becomes part of a URL path: only safe segments are ever requested.
        guard PathSegment.isSafe(id) else {
            return .failure(Problem(source: client.url("/api/custom-contests"), path: "$.contests[].contest_id",
                                         message: "\"\(id.prefix(80))\" is not a safe path segment [A-Za-z0-9_-]{1,128}"))
        }
        let contest: [UInt8]
        let detailValidators: Validators?
        let detailKnown = held.flatMap { held in held.detailValidators.map { ($0, held.contest) } }
        do {
            switch try await client.get(detailURL(id), known: detailKnown, useCache: false) {
            case .document(let body, let validators, _): (contest, detailValidators) = (body, validators)
            case .notFound: return .failure(Problem(source: detailURL(id), message: "HTTP 404: listed contest not found"))
            }
        } catch {
            return .failure(error.problem)
        }
        var pager = Pager(client: client, rowsKey: "rows", stableKeys: ["column_schema", "contest_id"]) { row in
            if case .object(let object) = row, case .string(let entry)? = object["entry_id"] { return "entry_id \(entry)" }
            return JSONText.compact(row)
        }
        // The mapper parses the leaderboard's bytes anyway: a single page needs no parse of its rows here.
        pager.keepsOnlyPageAsSent = true
        // A held leaderboard of several pages is validated page by page through the HTTP cache, as before.
        let heldPaged = held?.leaderboardPaged == true
        let firstKnown = held.flatMap { held -> (validators: Validators, body: [UInt8])? in
            guard !held.leaderboardPaged, let validators = held.leaderboardValidators, let body = held.leaderboard else { return nil }
            return (validators, body)
        }
        do {
            let leaderboard = try await pager.fetch(path: "/api/custom-contests/\(id)/leaderboard", firstKnown: firstKnown,
                                                    firstUsesCache: heldPaged)
            let paged = (leaderboard?.pageCount ?? 1) > 1
            return .success(ContestDocuments(
                contestID: id, contest: contest, leaderboard: leaderboard.map { $0.bytes(rowsKey: "rows") },
                detailValidators: detailValidators, leaderboardValidators: paged ? nil : leaderboard?.firstValidators,
                leaderboardPaged: paged, unsavedPages: leaderboard?.unsaved ?? [], reusedPageURLs: leaderboard?.reusedURLs ?? []))
        } catch {
            return .failure(error)
        }
    }

    /// Where a contest's detail lives; also its `ContestReference.location`, so messages name the URL.
    public func detailURL(_ id: String) -> String { client.url("/api/custom-contests/\(id)") }

    func leaderboardURL(_ id: String) -> String { client.url("/api/custom-contests/\(id)/leaderboard") }
}
