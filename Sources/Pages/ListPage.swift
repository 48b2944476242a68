import Domain

/// One rendered list page and where it goes.
public struct ListPage: Sendable {
    public let path: String
    public let url: String
    public let page: HTMLPage<ListContent>
}
