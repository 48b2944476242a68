import Domain
import OutputTree
import Pages

/// The join pages a run publishes, promoted from where the workers left them (`OutputStaging.writePending`) a batch
/// at a time, the files of a batch in parallel lanes: one at a time in the publishing thread they took a third of
/// the writing at 100,000 contests, time no other core could help with. The claims stay in listing order
/// (`Publication`); promoting a claimed page touches nothing another does (each token has its own folder).
struct JoinPagePromotions {
    let staging: OutputStaging
    /// Contest ids and the tokens they claimed, not yet promoted.
    private var ids: [String] = []
    private var tokens: [String] = []
    private static let batch = 4_096

    init(staging: OutputStaging) {
        self.staging = staging
    }

    mutating func add(_ id: String, token: String) throws(Problem) {
        ids.append(id)
        tokens.append(token)
        if ids.count >= Self.batch { try flush() }
    }

    /// Promotes what is waiting; throws the failure of the first in listing order.
    mutating func flush() throws(Problem) {
        let (ids, tokens, staging) = (ids, tokens, staging)
        self.ids.removeAll(keepingCapacity: true)
        self.tokens.removeAll(keepingCapacity: true)
        try Lanes.run(Array(ids.indices)) { index throws(Problem) in
            try staging.promotePending(ids[index], to: OutputPath.join(tokens[index]))
        }
    }
}
