import Domain
import Formatting
import Input
import OutputTree
import Pages
import Rendering
import ShareCards
import SiteState
import Synchronization

/// Loads, maps and renders contests on a bounded number of workers. Each worker owns its formatters
/// (costly to create, not thread-safe); results come back in listing order, so output never depends on timing.
struct ContestWorkers: Sendable {
    let request: BuildRequest
    let templates: TemplateStore
    let staging: OutputStaging
    let frame: Frame
    let plan: IncrementalPlan
    let entries: ContestRecordStore

    func run(_ references: [ContestReference]) async -> [ContestOutcome] {
        let next = WorkQueue()
        let finished = WorkQueue()
        let workerCount = min(request.jobs, max(1, references.count))
        let config = request.config
        let cards = config.shareCards.enabled && ShareCardDesign.fontsInstalled ? CardPainter(design: ShareCardDesign(config.shareCards)) : nil
        return await withTaskGroup(of: [(Int, ContestOutcome)].self) { group in
            for _ in 0..<workerCount {
                group.addTask {
                    let formatter = SiteFormatter(settings: FormatSettings(locale: request.config.locale,
                                                                           timeZone: request.config.timeZone))
                    let renderer = ContestRenderer(
                        builder: ContestPageBuilder(config: request.config, frame: frame.ownCopy(), formatter: formatter,
                                                    parallel: request.parallel),
                        templates: templates, staging: staging, cards: cards,
                        keepsPublishedCards: plan.trusted && !request.full)
                    var results: [(Int, ContestOutcome)] = []
                    // A failed write or a signal stops the build: no worker starts another contest.
                    while !staging.isStopping {
                        let index = next.take()
                        guard index < references.count else { break }
                        results.append((index, await process(references[index], renderer: renderer)))
                        request.progress?(finished.take() + 1, references.count)
                    }
                    return results
                }
            }
            // Each outcome put in its place: sorting them was 0.03 s at 100,000 contests, on one core while the others
            // waited.
            var placed = [ContestOutcome?](repeating: nil, count: references.count)
            for await results in group {
                for (index, outcome) in results { placed[index] = outcome }
            }
            return placed.compactMap { $0 }
        }
    }

    private func process(_ reference: ContestReference, renderer: ContestRenderer) async -> ContestOutcome {
        // Taken before anything is read, so a document changed while it is read cannot be trusted later.
        let signature = await request.source.signature(reference)
        let candidate = plan.candidate(reference)
        // Untouched documents are not read; touched ones are read once and hashed before any decoding.
        if let candidate, let signature, signature == candidate.signature, let carried = carryOver(candidate, signature, listedAs: reference.key) {
            return carried
        }
        var result = await request.source.loadContest(reference, unlessDigest: candidate?.digest, on: request.parallel)
        if case .unchanged = result {
            if let candidate, let carried = carryOver(candidate, signature, listedAs: reference.key) { return carried }
            result = await request.source.loadContest(reference, unlessDigest: nil, on: request.parallel)  // its published folder is gone
        }
        // Consumed: a binding copied out of `result` would leave its standings held there, and a big contest's
        // cells (a quarter of its memory) must go once they are formatted (`ContestRenderer.render`).
        switch consume result {
        case .unchanged:
            return .failed(contestID: nil, problems: [Problem(source: reference.location,
                                                                   message: "source reported no change without being asked")])
        case .failed(_, let contestID, let problems):
            return .failed(contestID: contestID, problems: problems)
        case .loaded(var loaded):
            if !request.allowOlder,
               let refusal = OlderDocuments(timeZone: request.config.timeZone)
                .refusal(loaded, location: reference.location, published: plan.previous.entry(loaded.contest.id)) {
                return .failed(contestID: loaded.contest.id, problems: [refusal])
            }
            let generatedAt = loaded.standings?.generatedAt?.date.timeIntervalSince1970
            do {
                let pages = try renderer.render(loaded.contest, standings: loaded.standings.take())
                let pendingJoinPage = try pages.joinPage.map { token, page throws(Problem) in
                    try staging.writeWaitingJoinPage(loaded.contest.id, try renderer.renderJoin(page, type: loaded.contest.type),
                                             for: OutputPath.join(token))
                }
                let entry = Manifest.ContestRecord(
                    card: pages.card, joinToken: pages.joinPage?.token, digest: loaded.digest, signature: signature,
                    templates: templates.digest(forType: loaded.contest.type), location: reference.location,
                    problems: loaded.problems, warnings: pages.warnings.map { "\(reference.location): \($0)" },
                    generatedAt: generatedAt)
                return .built(StoredContest(entry, listedAs: reference.key, in: entries, pendingJoinPage: pendingJoinPage))
            } catch {
                return .failed(contestID: loaded.contest.id, problems: [error])
            }
        }
    }

    /// The published pages of an unchanged contest, carried over; nil when its folder is not there to keep.
    private func carryOver(_ entry: Manifest.ContestRecord, _ signature: String?, listedAs key: String) -> ContestOutcome? {
        guard (try? staging.keep(OutputPath.contestFolder(entry.card.id))) == true else { return nil }
        var carried = entry
        carried.signature = signature
        return .unchanged(StoredContest(carried, listedAs: key, in: entries))
    }
}

/// Hands out listing indexes to workers, each exactly once.
private final class WorkQueue: Sendable {
    private let next = Atomic(0)

    func take() -> Int {
        next.add(1, ordering: .relaxed).oldValue
    }
}
