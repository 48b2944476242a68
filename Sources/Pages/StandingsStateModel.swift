import Domain

/// CONTRACT §6's standings state as text plus one boolean per state, for templates that style them.
public struct StandingsStateModel: Sendable {
    public let state: StandingsState
    /// The state in the site's words.
    public let label: String

    init(state: StandingsState, words: Words) {
        self.state = state
        label = state.label(in: words)
    }

    /// CSS hook: final, unavailable, under-review, being-calculated, provisional.
    public var kind: String {
        switch state {
        case .final: "final"
        case .unavailable: "unavailable"
        case .underReview: "under-review"
        case .beingCalculated: "being-calculated"
        case .provisional: "provisional"
        }
    }

    /// Error and dispute: the rows may change or are missing, so they are styled as warnings.
    public var isWarning: Bool { state == .unavailable || state == .underReview }
}
