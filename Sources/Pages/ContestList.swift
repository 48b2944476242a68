import Domain

/// One of the site's contest lists (CONTRACT §4): the index, one type's list, one status group's list.
public enum ContestList: Sendable, Equatable {
    case all
    case type(String)
    case status(StatusGroup)

    /// The list's folder under the output ("", "types/nba/", "status/open/").
    public var folder: String {
        switch self {
        case .all: ""
        case .type(let type): "types/\(type)/"
        case .status(let group): "status/\(group.rawValue)/"
        }
    }

    func heading(in words: Words) -> String {
        switch self {
        case .all: words["list_all"]
        case .type(let type): words.text("list_type", ["type": type])
        case .status(let group): words.text("list_status", ["status": group.label(in: words)])
        }
    }
}
