import Domain
import Input
import OutputTree
import Pages
import SiteState

/// Decides what each contest publishes this run: its new pages, its carried-over pages, its last good pages,
/// or nothing, and which contests left the source. Produces the contests' entries of the new manifest.
/// Join tokens are claimed here, in listing order, so a token used twice is resolved the same way every run.
struct ContestPublisher {
    let staging: OutputStaging
    let previous: PublishedManifest
    let entries: ContestRecordStore

    /// Takes the outcomes one at a time in listing order, each let go once published.
    func publishContests(_ outcomes: consuming [ContestOutcome], references: [ContestReference],
                         report: inout BuildReport) throws(Problem) -> NewManifestContests {
        var contests = NewManifestContests(store: entries, capacity: outcomes.count, parallel: staging.parallel)
        report.reserve(contests: references.count)
        var outcomes = outcomes
        outcomes.reverse()
        var claimedTokens: [String: String] = [:]
        var promotions = JoinPagePromotions(staging: staging)
        /// Keys of the listed contests' ids (`PublishedManifest.key`): a million ids as strings took 80 MB.
        var listed: Set<UInt64> = []

        /// Claims `token` for `id`; false (and a problem) when an earlier contest has it.
        func claim(_ token: String, for id: String, location: String) -> Bool {
            if let owner = claimedTokens[token] {
                let problem = Problem(source: location, path: "$.join_token",
                                           message: "join token already used by contest \(owner); no join page written")
                report.problems.append(problem)
                report.note(problem, for: id)
                return false
            }
            claimedTokens[token] = id
            return true
        }

        /// Publishes the stored entry, or, when it lost its join token, the entry without it and without the digest
        /// that would let it be carried over: it is re-rendered next run, when the token's owner may be gone.
        func publish(_ contest: StoredContest, keepingToken: Bool) {
            guard !keepingToken, var entry = entries.entry(contest.slot) else {
                return contests.set(contest.slot, for: contest.id, updatedTime: contest.updatedTime)
            }
            (entry.joinToken, entry.digest) = (nil, "")
            contests.set(entries.store(entry), for: contest.id, updatedTime: contest.updatedTime)
        }

        for reference in references {
            guard let outcome = outcomes.popLast() else { break }
            switch outcome {
            case .built(let contest):
                let id = contest.id
                listed.insert(PublishedManifest.key(id))
                report.built.append(id)
                report.warnings += contest.warnings
                report.problems += contest.problems
                report.record(id, .built, problems: contest.problems, warnings: contest.warnings)
                var keptToken = true
                if let joinToken = contest.joinToken, let page = contest.pendingJoinPage {
                    if claim(joinToken, for: id, location: reference.location) {
                        try promotions.add(id, token: joinToken, page)
                    } else {
                        staging.discardWaitingJoinPage(id)
                        keptToken = false
                    }
                }
                publish(contest, keepingToken: keptToken)
            case .unchanged(let contest):
                let id = contest.id
                listed.insert(PublishedManifest.key(id))
                report.recordUnchanged(id, problems: contest.problems, warnings: contest.warnings)
                var keptToken = true
                if let token = contest.joinToken {
                    keptToken = false
                    if claim(token, for: id, location: reference.location) {
                        keptToken = try staging.keep(OutputPath.joinFolder(token))
                    }
                }
                publish(contest, keepingToken: keptToken)
            case let .failed(contestID, problems):
                report.problems += problems
                report.failed.append(contestID ?? reference.key)
                guard let contestID else {
                    report.record(reference.key, .failed, problems: problems, warnings: [])
                    continue
                }
                listed.insert(PublishedManifest.key(contestID))
                guard !contests.contains(contestID), let entry = previous.entry(contestID) else {
                    report.record(contestID, .failed, problems: problems, warnings: [])
                    continue
                }
                try staging.keep(OutputPath.contestFolder(contestID))
                var keptToken: String?
                if let token = entry.joinToken, claimedTokens[token] == nil {
                    claimedTokens[token] = contestID
                    try staging.keep(OutputPath.joinFolder(token))
                    keptToken = token
                }
                // digest "" : a kept contest is always retried. The times stay those of the pages kept live.
                let kept = Manifest.ContestRecord(card: entry.card, joinToken: keptToken, digest: "", generatedAt: entry.generatedAt)
                contests.set(entries.store(kept), for: contestID, updatedTime: entry.card.updatedTime)
                report.kept.append(contestID)
                report.record(contestID, .kept, problems: problems, warnings: [])
            }
        }
        try promotions.flush()
        report.removed = previous.ids(notAmong: listed)
        for id in report.removed { report.record(id, .removed, problems: [], warnings: []) }
        return contests
    }
}
