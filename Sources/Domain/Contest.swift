import Foundation

/// A custom contest as the site knows it: mapped from the backend's detail document, nothing invented.
public struct Contest: Sendable, Equatable {
    public var id: String
    public var templateID: String?
    public var type: String
    public var name: String
    /// Markdown source, rendered later through cmark-gfm.
    public var description: String?
    public var organizerID: String?
    /// nil means the backend sent null or nothing; the page shows "Unknown".
    public var organizerName: String?
    public var status: ContestStatus
    public var entryCount: Int
    /// nil = unlimited.
    public var maxEntries: Int?
    public var entryFee: Money
    public var isLocked: Bool
    public var leaderboardState: LeaderboardState
    public var actions: ContestActions
    public var payoutTiers: [PayoutTier]
    public var roster: RosterConfig?
    public var createdAt: Timestamp
    public var updatedAt: Timestamp
    public var startTime: Timestamp?
    public var endTime: Timestamp?
    public var lockTime: Timestamp?
    /// Already checked to be a safe path segment; nil when absent, null or unsafe.
    public var joinToken: String?
    public var userHasEntered: Bool?

    public init(
        id: String, templateID: String? = nil, type: String, name: String, description: String? = nil,
        organizerID: String? = nil, organizerName: String? = nil, status: ContestStatus, entryCount: Int,
        maxEntries: Int? = nil, entryFee: Money, isLocked: Bool = false, leaderboardState: LeaderboardState,
        actions: ContestActions = ContestActions(), payoutTiers: [PayoutTier] = [], roster: RosterConfig? = nil,
        createdAt: Timestamp, updatedAt: Timestamp, startTime: Timestamp? = nil, endTime: Timestamp? = nil,
        lockTime: Timestamp? = nil, joinToken: String? = nil, userHasEntered: Bool? = nil
    ) {
        self.id = id
        self.templateID = templateID
        self.type = type
        self.name = name
        self.description = description
        self.organizerID = organizerID
        self.organizerName = organizerName
        self.status = status
        self.entryCount = entryCount
        self.maxEntries = maxEntries
        self.entryFee = entryFee
        self.isLocked = isLocked
        self.leaderboardState = leaderboardState
        self.actions = actions
        self.payoutTiers = payoutTiers
        self.roster = roster
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.startTime = startTime
        self.endTime = endTime
        self.lockTime = lockTime
        self.joinToken = joinToken
        self.userHasEntered = userHasEntered
    }

    /// The join call-to-action rule of CONTRACT §1.1 (`actions`): the flags decide, the site infers nothing.
    public var isJoinOpen: Bool { actions.canJoin && !actions.isReadOnly }
}
