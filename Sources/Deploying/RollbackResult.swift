import Domain

/// What a rollback switched: the release made live again and the one it replaced (release names are build ids).
struct RollbackResult: Sendable, Equatable {
    var release: String
    var replaced: String
}
