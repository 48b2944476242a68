import Contracts
import Domain
import EveryCore

/// Turns a contest's raw documents into domain values (Contract → Domain), collecting every problem.
/// Defaults only where the contract gives them; nothing is invented.
/// Public so every source (disk, API) maps the same bytes the same way: identical domain values.
public struct ContestMapper {
    /// The folder name or listed id the contest was found under; it must equal the document's contest_id.
    let expectedID: String
    let contestSource: String
    let leaderboardSource: String
    let maxLeaderboardCells: Int
    /// The threads a big leaderboard is parsed on.
    let parallel: Parallel
    private var problems: [Problem] = []

    public init(expectedID: String, contestSource: String, leaderboardSource: String,
                maxLeaderboardCells: Int = DocumentLimits().maxLeaderboardCells, parallel: Parallel) {
        self.expectedID = expectedID
        self.contestSource = contestSource
        self.leaderboardSource = leaderboardSource
        self.maxLeaderboardCells = maxLeaderboardCells
        self.parallel = parallel
    }

    /// `.unchanged` without decoding anything when the documents hash to `unlessDigest`.
    public mutating func map(reference: ContestReference, contestBytes: [UInt8], leaderboardBytes: [UInt8]?,
                             unlessDigest: String? = nil) -> ContestLoadResult {
        let digest = Self.digest(contestBytes: contestBytes, leaderboardBytes: leaderboardBytes)
        if digest == unlessDigest { return .unchanged }
        let document = decode(contestBytes, source: contestSource, with: ContestDocument.decode)
        var rows = StandingsMapper(maxCells: maxLeaderboardCells, documentBytes: leaderboardBytes?.count ?? 0)
        let leaderboard = leaderboardBytes.flatMap { bytes in
            record(LeaderboardDocument.decode(bytes: bytes, on: parallel, rows: &rows), source: leaderboardSource)
        }
        guard let document, problems.isEmpty else { return failure(reference) }
        let contest = mapContest(document)
        guard var contest, problems.isEmpty else { return failure(reference) }
        var standings: Standings?
        if let leaderboard {
            if let id = leaderboard.contestID, id != contest.id {
                problems.append(Problem(source: leaderboardSource, path: "$.contest_id",
                                             message: "\"\(id.prefix(80))\" does not match the contest's \"\(contest.id)\""))
                return failure(reference)
            }
            if leaderboard.leaderboardState == LeaderboardState.hidden.raw { contest.leaderboardState = .hidden }
            if !contest.leaderboardState.isHidden {
                if rows.isOverLimit {
                    problems.append(Problem(source: leaderboardSource, path: "$.column_schema", message:
                        "\(leaderboard.columnSchema.count) columns × \(rows.rowsSeen) rows is over the limit of \(maxLeaderboardCells) cells"))
                    return failure(reference)
                }
                standings = rows.standings(leaderboard, contestID: contest.id)
            }
        }
        var warnings: [Problem] = []
        if let token = document.joinToken, !PathSegment.isSafe(token) {
            warnings.append(Problem(source: contestSource, path: "$.join_token",
                                         message: "not a safe path segment [A-Za-z0-9_-]{1,128}; no join page written"))
        }
        return .loaded(LoadedContest(contest: contest, standings: standings, problems: warnings, digest: digest))
    }

    /// The digest of a contest's raw documents, recorded in the manifest.
    static func digest(contestBytes: [UInt8], leaderboardBytes: [UInt8]?) -> String {
        var digest = ContentDigest()
        digest.combine(contestBytes)
        // Marks presence, so an absent leaderboard and an empty one differ.
        digest.combine(leaderboardBytes == nil ? "absent" : "present")
        digest.combine(leaderboardBytes ?? [])
        return digest.hex
    }

    private func failure(_ reference: ContestReference) -> ContestLoadResult {
        .failed(reference: reference, contestID: PathSegment.isSafe(expectedID) ? expectedID : nil, problems: problems)
    }

    private mutating func decode<T>(_ bytes: [UInt8], source: String,
                                    with decode: (JSONValue) -> Result<T, DocumentIssues>) -> T? {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes: bytes)
        } catch {
            problems.append(Problem(source: source, path: "$", message: error.description))
            return nil
        }
        return record(decode(json), source: source)
    }

    private mutating func record<T>(_ result: Result<T, DocumentIssues>, source: String) -> T? {
        switch result {
        case .success(let document):
            return document
        case .failure(let failure):
            problems += failure.issues.map { Problem(source: source, path: $0.path, message: $0.message) }
            return nil
        }
    }

    private mutating func mapContest(_ document: ContestDocument) -> Contest? {
        guard PathSegment.isSafe(document.contestID) else {
            problem("$.contest_id", "\"\(document.contestID.prefix(80))\" is not a safe path segment [A-Za-z0-9_-]{1,128}")
            return nil
        }
        if document.contestID != expectedID {
            problem("$.contest_id", "\"\(document.contestID)\" does not match its folder or listing \"\(expectedID)\"")
        }
        let currency = currencyCode(document.currency, path: "$.currency") ?? "USD"
        let payouts = document.payoutTable.enumerated().map { index, row in
            PayoutTier(
                rankMin: Int(clamping: row.rankMin), rankMax: Int(clamping: row.rankMax),
                amount: row.amountCents.map(PayoutAmount.minorUnits) ?? row.payoutAmount.map(PayoutAmount.majorUnits) ?? .toBeDecided,
                percentage: row.percentage,
                currency: currencyCode(row.currency, path: "$.payout_table[\(index)].currency") ?? currency)
        }
        let createdAt = timestamp(document.createdAt, path: "$.created_at")
        let updatedAt = timestamp(document.updatedAt, path: "$.updated_at")
        let startTime = document.startTime.flatMap { timestamp($0, path: "$.start_time") }
        let endTime = document.endTime.flatMap { timestamp($0, path: "$.end_time") }
        let lockTime = document.lockTime.flatMap { timestamp($0, path: "$.lock_time") }
        guard let createdAt, let updatedAt else { return nil }
        let actions = document.actions
        return Contest(
            id: document.contestID, templateID: document.templateID, type: document.type, name: document.contestName,
            description: document.description, organizerID: document.organizerID, organizerName: document.organizerName,
            status: ContestStatus(raw: document.status), entryCount: Int(clamping: document.entryCount),
            maxEntries: document.maxEntries.map { Int(clamping: $0) },
            entryFee: Money(minorUnits: document.entryFeeCents, currency: currency),
            isLocked: document.isLocked ?? false, leaderboardState: LeaderboardState(raw: document.leaderboardState),
            actions: ContestActions(
                canJoin: actions.flag("can_join"), canEditEntry: actions.flag("can_edit_entry"),
                isLive: actions.flag("is_live"), isClosed: actions.flag("is_closed"),
                isScoring: actions.flag("is_scoring"), isScored: actions.flag("is_scored"),
                isReadOnly: actions.flag("is_read_only"), canShareInvite: actions.flag("can_share_invite"),
                canManageContest: actions.flag("can_manage_contest"), canDelete: actions.flag("can_delete"),
                canUnjoin: actions.flag("can_unjoin")),
            payoutTiers: payouts, roster: document.rosterConfig.map(RosterMapper.map),
            createdAt: createdAt, updatedAt: updatedAt, startTime: startTime, endTime: endTime, lockTime: lockTime,
            joinToken: document.joinToken.flatMap { PathSegment.isSafe($0) ? $0 : nil },
            userHasEntered: document.userHasEntered)
    }

    private mutating func timestamp(_ text: String, path: String) -> Timestamp? {
        guard let value = TimestampParser.parse(text) else {
            problem(path, "\"\(text.prefix(80))\" is not an ISO 8601 timestamp")
            return nil
        }
        return value
    }

    private mutating func currencyCode(_ code: String?, path: String) -> String? {
        guard let code else { return nil }
        let upper = code.uppercased()
        guard upper.utf8.count == 3, upper.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
            problem(path, "\"\(code.prefix(80))\" is not an ISO 4217 currency code")
            return nil
        }
        return upper
    }

    private mutating func problem(_ path: String, _ message: String) {
        problems.append(Problem(source: contestSource, path: path, message: message))
    }
}
