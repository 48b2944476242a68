import Domain

/// One list page and where it goes; its model is made when it is rendered (the lists of a million contests are
/// 60,000 pages, each model about a kilobyte).
public struct ListPage: Sendable {
    public let path: String
    public let url: String
    public let model: @Sendable () -> HTMLPage<ListContent>

    public var page: HTMLPage<ListContent> { model() }
}
