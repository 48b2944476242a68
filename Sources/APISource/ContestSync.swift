import Contracts
import Domain
import Foundation
import Input
import Synchronization

/// One run's answer to "what changed?" (CONTRACT §1.3). From the list's versions and what pcsite holds, each
/// listed contest is either used as held (no request), revalidated or fetched (conditionally, with the validators
/// its held documents were served with). Fetches run in the background in listing order, a bounded number of contests at a time, so the
/// build renders the first contests while later ones are still on the wire; the build awaits each contest's
/// outcome through `outcome(of:)`. Fetched documents are kept in `HeldDocuments`, their versions in `HeldIndex` —
/// only documents that map: a response that does not is never held, neither its bytes nor its validators, so the
/// next run asks for it unconditionally; and held documents that no longer map are dropped and asked for again.
final class ContestSync: Sendable {
    enum Decision: Sendable, Equatable {
        case skip
        case revalidate
        case fetch
    }

    /// A contest's documents for this run: held on disk under `digest`, or only in memory when they could not be kept.
    enum Outcome: Sendable {
        case held(digest: String, inMemory: ContestDocuments?)
        case failed(Problem)
    }

    struct Planned: Sendable {
        var reference: ContestReference
        var item: ContestListDocument.Item
        var decision: Decision
    }

    private let planned: [Planned]
    private let outcomes: [String: Completion<Outcome>]
    private let store: HeldDocuments?
    private let storeFolder: String?
    private let base: String
    /// When documents are confirmed: at the answer, not at the run's start, so the next run's schedule counts from then.
    private let clock: @Sendable () -> Int64
    private let window: Int
    /// Fetches a contest's documents, conditionally on the held ones when given.
    private let fetch: @Sendable (ContestReference, ContestDocuments?) async -> Result<ContestDocuments, Problem>
    /// Why documents do not map (nil: they do).
    private let verify: @Sendable (ContestDocuments) -> Problem?
    /// Keeps the documents' new leaderboard pages in the HTTP cache (they map), or drops the copies they reused.
    private let settle: @Sendable (ContestDocuments, _ accepted: Bool) -> Void
    private let state: Mutex<(index: HeldIndex, activity: SourceActivity, dirty: Bool)>
    private let task = Mutex<Task<Void, Never>?>(nil)
    /// Documents fetched and kept this run, handed to the build once instead of read back from the held file.
    private let fresh = Mutex<[String: ContestDocuments]>([:])
    /// Contests whose fetched documents were mapped this run.
    private let mapped = Mutex<Set<String>>([])

    init(listed: [(ContestReference, ContestListDocument.Item)], options: APIOptions,
         fetch: @escaping @Sendable (ContestReference, ContestDocuments?) async -> Result<ContestDocuments, Problem>,
         verify: @escaping @Sendable (ContestDocuments) -> Problem?,
         settle: @escaping @Sendable (ContestDocuments, _ accepted: Bool) -> Void) {
        let folder = options.cacheFolder.map { ($0 as NSString).appendingPathComponent("contests") }
        storeFolder = folder
        store = folder.map(HeldDocuments.init(folder:))
        base = options.base
        clock = options.now
        let now = options.now()
        // Two contests per allowed request: while one waits to start its next request, another keeps the slot busy.
        window = 2 * options.maxConcurrentRequests
        self.fetch = fetch
        self.verify = verify
        self.settle = settle
        let held = folder.map { HeldIndex.load(folder: $0, base: options.base) } ?? HeldIndex()
        let schedule = RevalidationSchedule(window: options.revalidateAfter, now: now)
        var kept = HeldIndex()
        var activity = SourceActivity()
        var outcomes: [String: Completion<Outcome>] = [:]
        // Overdue contests beyond the run's share are used as held this time and come first in a later run.
        var overdue: [(id: String, validatedAt: Int64)] = []
        if !options.revalidateAll {
            for (reference, item) in listed {
                if let entry = held.entries[reference.key], item.updatedAt != nil, entry.updatedAt == item.updatedAt,
                   entry.leaderboardGeneratedAt == item.leaderboardGeneratedAt, schedule.isOverdue(validatedAt: entry.validatedAt) {
                    overdue.append((reference.key, entry.validatedAt))
                }
            }
        }
        let overdueAsked = RevalidationSchedule.overdueToAsk(
            overdue, limit: RevalidationSchedule.overdueLimit(listed: listed.count, configured: options.overdueChecksPerRun))
        planned = listed.map { reference, item in
            let id = reference.key
            var decision = Decision.fetch
            if let entry = held.entries[id] {
                kept.entries[id] = entry
                if item.updatedAt != nil, entry.updatedAt == item.updatedAt,
                   entry.leaderboardGeneratedAt == item.leaderboardGeneratedAt {
                    let due = schedule.isOverdue(validatedAt: entry.validatedAt)
                        ? overdueAsked.contains(id) : schedule.isDue(id, validatedAt: entry.validatedAt)
                    decision = options.revalidateAll || due ? .revalidate : .skip
                }
                if decision == .skip { outcomes[id] = Completion(.held(digest: entry.digest, inMemory: nil)) }
            }
            switch decision {
            case .skip: activity.skipped += 1
            case .revalidate: activity.revalidated += 1
            case .fetch: activity.fetched += 1
            }
            if outcomes[id] == nil { outcomes[id] = Completion() }
            return Planned(reference: reference, item: item, decision: decision)
        }
        self.outcomes = outcomes
        // A contest no longer listed is dropped: the index must be written even if nothing is fetched.
        state = Mutex((kept, activity, kept.entries.count != held.entries.count))
    }

    /// Starts the background fetches.
    func start() {
        let work = planned.filter { $0.decision != .skip }
        let window = window
        task.withLock {
            $0 = Task {
                await withTaskGroup(of: Void.self) { group in
                    var next = 0
                    while next < work.count, next < window {
                        let item = work[next]
                        group.addTask { await self.run(item) }
                        next += 1
                    }
                    while await group.next() != nil {
                        if next < work.count {
                            let item = work[next]
                            group.addTask { await self.run(item) }
                            next += 1
                        }
                    }
                }
                if self.state.withLock({ $0.dirty }) { self.saveIndex() }
            }
        }
    }

    /// What the build gets for a listed contest; waits for its fetch when there is one.
    func outcome(of id: String) async -> Outcome? {
        await outcomes[id]?.value
    }

    /// The documents of a contest whose outcome is `.held`; refetched when the held copy is damaged or gone.
    func documents(_ reference: ContestReference, digest: String, inMemory: ContestDocuments?) async -> Result<ContestDocuments, Problem> {
        if let inMemory { return .success(inMemory) }
        if let documents = fresh.withLock({ $0.removeValue(forKey: reference.key) }), HeldDocuments.digest(documents) == digest {
            return .success(documents)
        }
        if let documents = store?.load(reference.key, digest: digest) { return .success(documents) }
        return await refetch(reference)
    }

    /// Held documents the build could not map (kept by an earlier pcsite, or mapped differently since): they are
    /// dropped with their validators and the contest asked for again, unconditionally. nil when the documents were
    /// fetched and mapped this run: asking again would only repeat the answer.
    func replaceUnmappable(_ reference: ContestReference) async -> Result<ContestDocuments, Problem>? {
        guard !mapped.withLock({ $0.contains(reference.key) }) else { return nil }
        drop(reference.key)
        return await refetch(reference)
    }

    /// The contest asked for without validators; kept when it maps.
    private func refetch(_ reference: ContestReference) async -> Result<ContestDocuments, Problem> {
        let result = checked(await fetch(reference, nil), heldDigest: nil)
        if case .success(let documents) = result, let item = planned.first(where: { $0.reference == reference })?.item {
            keep(documents, item: item)
        }
        return result
    }

    /// Fetched documents, refused when they do not map — unless they are the held ones, checked when they were kept.
    private func checked(_ result: Result<ContestDocuments, Problem>, heldDigest: String?) -> Result<ContestDocuments, Problem> {
        guard case .success(let documents) = result else { return result }
        if HeldDocuments.digest(documents) != heldDigest {
            mapped.withLock { _ = $0.insert(documents.contestID) }
            if let problem = verify(documents) {
                settle(documents, false)
                return .failure(problem)
            }
        }
        settle(documents, true)
        return result
    }

    /// Forgets what is held for `id`: its file (so its validators) and its index entry.
    private func drop(_ id: String) {
        if let store { unlink(store.path(id)) }
        state.withLock {
            $0.index.entries[id] = nil
            $0.dirty = true
        }
    }

    /// Waits for the background fetches, or stops them when the build no longer needs them, and saves the index.
    func finish(cancel: Bool) async {
        let running = task.withLock { $0 }
        if cancel { running?.cancel() }
        await running?.value
        if state.withLock({ $0.dirty }) { saveIndex() }
    }

    var activity: SourceActivity { state.withLock { $0.activity } }

    private func run(_ planned: Planned) async {
        let id = planned.reference.key
        let previous = state.withLock { $0.index.entries[id] }
        // Whole held documents are asked with their validators even when the index lost them.
        let held = store?.load(id)
        let result = checked(await fetch(planned.reference, held), heldDigest: previous?.digest)
        switch result {
        case .failure(let problem):
            // The entry stays as it was: the next run asks again. Held documents that no longer map go, with their
            // validators: the next request is unconditional.
            if let held, verify(held) != nil { drop(id) }
            state.withLock { $0.activity.failed += 1 }
            outcomes[id]?.resolve(.failed(problem))
        case .success(let documents):
            let digest = HeldDocuments.digest(documents)
            let unchanged = previous?.digest == digest
            let sameValidators = held.map {
                $0.detailValidators == documents.detailValidators && $0.leaderboardValidators == documents.leaderboardValidators
                    && $0.leaderboardPaged == documents.leaderboardPaged
            } ?? false
            let stored = unchanged && sameValidators ? true : keep(documents, digest: digest, item: planned.item) || unchanged
            if unchanged { touch(id, item: planned.item) } else if stored { fresh.withLock { $0[id] = documents } }
            state.withLock { if unchanged { $0.activity.notModified += 1 } }
            outcomes[id]?.resolve(.held(digest: digest, inMemory: stored ? nil : documents))
        }
    }

    /// Keeps fetched documents and records the versions the list carried before they were fetched: the documents
    /// are at least that new, so the next run may use them while the list still says so.
    @discardableResult
    private func keep(_ documents: ContestDocuments, digest: String? = nil, item: ContestListDocument.Item) -> Bool {
        guard let store, store.store(documents) else { return false }
        let entry = HeldIndex.Entry(updatedAt: item.updatedAt, leaderboardGeneratedAt: item.leaderboardGeneratedAt,
                                    digest: digest ?? HeldDocuments.digest(documents), validatedAt: clock())
        state.withLock {
            $0.index.entries[documents.contestID] = entry
            $0.dirty = true
        }
        return true
    }

    /// The held documents were confirmed: new versions (when the list moved) and a fresh validation time.
    private func touch(_ id: String, item: ContestListDocument.Item) {
        state.withLock {
            guard var entry = $0.index.entries[id] else { return }
            entry.updatedAt = item.updatedAt
            entry.leaderboardGeneratedAt = item.leaderboardGeneratedAt
            entry.validatedAt = clock()
            $0.index.entries[id] = entry
            $0.dirty = true
        }
    }

    /// Only listed contests are held: a contest removed from the list is forgotten with its documents.
    private func saveIndex() {
        guard let storeFolder, let store else { return }
        let index = state.withLock {
            $0.dirty = false
            return $0.index
        }
        index.save(folder: storeFolder, base: base)
        store.prune(keeping: Set(index.entries.keys))
    }
}
