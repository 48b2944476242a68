import Domain
import Input
import Pages

/// Decides what each contest publishes this run: its new pages, its last good pages, or nothing,
/// and which contests left the source. Produces the manifest of the new output.
struct Publication {
    let staging: OutputStaging
    let previous: Manifest

    func publishContests(_ outcomes: [ContestOutcome], references: [ContestReference],
                         report: inout BuildReport) throws(BuildProblem) -> Manifest {
        var manifest = Manifest()
        var claimedTokens: [String: String] = [:]
        var listedIDs: Set<String> = []
        for (reference, outcome) in zip(references, outcomes) {
            switch outcome {
            case let .built(card, joinToken, joinPage, digest, warnings, problems):
                listedIDs.insert(card.id)
                report.built.append(card.id)
                report.warnings += warnings
                report.problems += problems
                var publishedToken: String?
                if let joinToken, let joinPage {
                    if let owner = claimedTokens[joinToken] {
                        report.problems.append(BuildProblem(source: reference.location, path: "$.join_token",
                                                            message: "join token already used by contest \(owner); no join page written"))
                    } else {
                        claimedTokens[joinToken] = card.id
                        try staging.write(OutputPath.join(joinToken), joinPage)
                        publishedToken = joinToken
                    }
                }
                manifest.contests[card.id] = Manifest.Entry(card: card, joinToken: publishedToken, digest: digest)
            case let .failed(contestID, problems):
                report.problems += problems
                report.failed.append(contestID ?? reference.key)
                guard let contestID else { continue }
                listedIDs.insert(contestID)
                if let entry = previous.contests[contestID], manifest.contests[contestID] == nil {
                    try staging.keep(OutputPath.contestFolder(contestID))
                    var keptToken: String?
                    if let token = entry.joinToken, claimedTokens[token] == nil {
                        claimedTokens[token] = contestID
                        try staging.keep(OutputPath.joinFolder(token))
                        keptToken = token
                    }
                    manifest.contests[contestID] = Manifest.Entry(card: entry.card, joinToken: keptToken, digest: "")
                    report.kept.append(contestID)
                }
            }
        }
        report.removed = previous.contests.keys.filter { !listedIDs.contains($0) }.sorted()
        return manifest
    }
}
