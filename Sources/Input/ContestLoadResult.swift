import Domain

public enum ContestLoadResult: Sendable {
    case loaded(LoadedContest)
    /// The documents hash to the digest the caller passed: nothing was decoded.
    case unchanged
    /// The contest could not be built; `contestID` is the id when it is known to be safe.
    case failed(reference: ContestReference, contestID: String?, problems: [Problem])
}
