import Domain
import Input
import OutputTree
import Pages

/// Decides what each contest publishes this run: its new pages, its carried-over pages, its last good pages,
/// or nothing, and which contests left the source. Produces the contests' entries of the new manifest.
/// Join tokens are claimed here, in listing order, so a token used twice is resolved the same way every run.
struct Publication {
    let staging: OutputStaging
    let previous: PreviousManifest

    /// Takes the outcomes one at a time in listing order, each let go once published.
    func publishContests(_ outcomes: consuming [ContestOutcome], references: [ContestReference],
                         report: inout BuildReport) throws(Problem) -> PublishedContests {
        var contests = PublishedContests(capacity: outcomes.count)
        var outcomes = outcomes
        outcomes.reverse()
        var claimedTokens: [String: String] = [:]
        /// Keys of the listed contests' ids (`PreviousManifest.key`): a million ids as strings took 80 MB.
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

        for reference in references {
            guard let outcome = outcomes.popLast() else { break }
            switch outcome {
            case let .built(card, joinToken, digest, signature, templates, warnings, problems, generatedAt):
                let id = card.id  // made from the card's buffer at each read
                listed.insert(PreviousManifest.key(id))
                report.built.append(id)
                report.warnings += warnings
                report.problems += problems
                report.record(id, .built, problems: problems, warnings: warnings)
                var publishedToken: String?
                if let joinToken {
                    if claim(joinToken, for: id, location: reference.location) {
                        try staging.promotePending(id, to: OutputPath.join(joinToken))
                        publishedToken = joinToken
                    } else {
                        staging.discardPending(id)
                    }
                }
                // A contest that lost its join token to another is re-rendered next run, when the owner may be gone.
                let complete = publishedToken == joinToken
                contests.set(Manifest.Entry(
                    card: card, joinToken: publishedToken, digest: complete ? digest : "", signature: signature,
                    templates: templates, location: reference.location, problems: problems, warnings: warnings,
                    generatedAt: generatedAt), for: id)
            case .unchanged(let entry):
                let id = entry.card.id
                listed.insert(PreviousManifest.key(id))
                report.recordUnchanged(id, problems: entry.problems, warnings: entry.warnings)
                var carried = entry
                if let token = entry.joinToken {
                    var kept = false
                    if claim(token, for: id, location: reference.location) {
                        kept = try staging.keep(OutputPath.joinFolder(token))
                    }
                    if !kept {
                        carried.joinToken = nil
                        carried.digest = ""
                    }
                }
                contests.set(carried, for: id)
            case let .failed(contestID, problems):
                report.problems += problems
                report.failed.append(contestID ?? reference.key)
                guard let contestID else {
                    report.record(reference.key, .failed, problems: problems, warnings: [])
                    continue
                }
                listed.insert(PreviousManifest.key(contestID))
                guard contests[contestID] == nil, let entry = previous.entry(contestID) else {
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
                contests.set(Manifest.Entry(card: entry.card, joinToken: keptToken, digest: "",
                                            generatedAt: entry.generatedAt), for: contestID)
                report.kept.append(contestID)
                report.record(contestID, .kept, problems: problems, warnings: [])
            }
        }
        report.removed = previous.ids(notAmong: listed)
        for id in report.removed { report.record(id, .removed, problems: [], warnings: []) }
        return contests
    }
}
