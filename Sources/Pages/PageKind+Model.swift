import Rendering

extension PageKind {
    /// The model each page's template is rendered with: what `pcsite check` resolves the template's names against,
    /// and what `render` insists on.
    public var model: any TemplateModel.Type {
        switch self {
        case .index: HTMLPage<ListContent>.self
        case .contest, .standings, .contestMarkdown, .join: HTMLPage<ContestModel>.self
        case .entrants: HTMLPage<EntrantIndexModel>.self
        case .contentPage: HTMLPage<ContentPageContent>.self
        case .notFound: HTMLPage<IndexContent>.self
        case .sitemap: SitemapModel.self
        case .sitemapIndex: SitemapIndexModel.self
        case .feed: FeedModel.self
        }
    }
}

extension TemplateStore {
    /// Renders the template of `kind` for a contest type (unknown or unsafe types use the defaults). A model of
    /// another type than `kind.model` is a mistake in the build's code: the check would have read the wrong names.
    public func render(_ kind: PageKind, _ model: any TemplateContext & TemplateModel, type: String? = nil) throws(TemplateError)
        -> Rendered {
        Self.checkModel(model, of: kind)
        return try render(kind.rawValue, model, type: type)
    }

    /// As `render(_:_:type:)`, handed to `emit` in pieces as it is made.
    public func render(_ kind: PageKind, _ model: any TemplateContext & TemplateModel, type: String? = nil,
                       streamingTo emit: ([UInt8]) -> Void) throws(TemplateError) {
        Self.checkModel(model, of: kind)
        try render(kind.rawValue, model, type: type, streamingTo: emit)
    }

    private static func checkModel(_ model: any TemplateContext & TemplateModel, of kind: PageKind) {
        precondition(ObjectIdentifier(Swift.type(of: model)) == ObjectIdentifier(kind.model),
                     "\(kind.rawValue) is rendered with \(Swift.type(of: model).templateModelName), not \(kind.model.templateModelName)")
    }
}
