public enum SortDirection: String, Sendable, Equatable {
    case ascending, descending
}
