import Domain
import OutputTree
import Pages

/// The join pages a run publishes, promoted from where the workers left them (`OutputStaging.writeWaitingJoinPage`) a batch
/// at a time, the files of a batch in parallel lanes: one at a time in the publishing thread they took a third of
/// the writing at 100,000 contests, time no other core could help with. The claims stay in listing order
/// (`ContestPublisher`); promoting a claimed page touches nothing another does (each token has its own folder), and
/// reads nothing: the worker that wrote it compared it with the published page and took its digest, so it is
/// linked into place (`OutputStaging.promoteWaitingJoinPage`).
struct JoinPagePromotions {
    let staging: OutputStaging
    /// Contest ids, the tokens they claimed and their pages, not yet promoted.
    private var ids: [String] = []
    private var tokens: [String] = []
    private var pages: [OutputStaging.WaitingJoinPage] = []
    private static let batch = 4_096

    init(staging: OutputStaging) {
        self.staging = staging
    }

    mutating func add(_ id: String, token: String, _ page: OutputStaging.WaitingJoinPage) throws(Problem) {
        ids.append(id)
        tokens.append(token)
        pages.append(page)
        if ids.count >= Self.batch { try flush() }
    }

    /// Promotes what is waiting; throws the failure of the first in listing order.
    mutating func flush() throws(Problem) {
        let (ids, tokens, pages, staging) = (ids, tokens, pages, staging)
        self.ids.removeAll(keepingCapacity: true)
        self.tokens.removeAll(keepingCapacity: true)
        self.pages.removeAll(keepingCapacity: true)
        try staging.parallel.forEach(Array(ids.indices)) { index throws(Problem) in
            try staging.promoteWaitingJoinPage(ids[index], to: OutputPath.join(tokens[index]), pages[index])
        }
    }
}
