/// The backend's action flags. Each defaults to false when absent; the site shows what they say.
public struct ContestActions: Sendable, Equatable {
    public var canJoin = false
    public var canEditEntry = false
    public var isLive = false
    public var isClosed = false
    public var isScoring = false
    public var isScored = false
    public var isReadOnly = false
    public var canShareInvite = false
    public var canManageContest = false
    public var canDelete = false
    public var canUnjoin = false

    public init(
        canJoin: Bool = false, canEditEntry: Bool = false, isLive: Bool = false, isClosed: Bool = false,
        isScoring: Bool = false, isScored: Bool = false, isReadOnly: Bool = false, canShareInvite: Bool = false,
        canManageContest: Bool = false, canDelete: Bool = false, canUnjoin: Bool = false
    ) {
        self.canJoin = canJoin
        self.canEditEntry = canEditEntry
        self.isLive = isLive
        self.isClosed = isClosed
        self.isScoring = isScoring
        self.isScored = isScored
        self.isReadOnly = isReadOnly
        self.canShareInvite = canShareInvite
        self.canManageContest = canManageContest
        self.canDelete = canDelete
        self.canUnjoin = canUnjoin
    }
}
