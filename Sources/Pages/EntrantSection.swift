/// The entrants of one letter on one page; `id` is set where the letter starts (the jump links' target).
public struct EntrantSection: Sendable {
    public let label: String
    public let id: String?
    public let entrants: EntrantLinks
}
