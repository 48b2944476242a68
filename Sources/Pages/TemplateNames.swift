import Rendering

/// The names page models answer, read from the key enums their lookups switch over (`*Lookup.swift`),
/// so this set cannot drift from what a template actually sees. A model missing from `keySets` makes its names
/// look unknown to `pcsite check`, and the test over the embedded templates fails: nothing goes silently wrong.
public enum TemplateNames {
    /// Each model's keys, by the model's name (for docs/TEMPLATES.md and the tests).
    public static let keySets: [(model: String, keys: [String])] = [
        keys("HTMLPage", HTMLPage<ContentPageContent>.TemplateKey.self),
        keys("Frame", Frame.TemplateKey.self),
        keys("NavigationLink", NavigationLink.TemplateKey.self),
        keys("ShareCard", ShareCard.TemplateKey.self),
        keys("TimeText", TimeText.TemplateKey.self),
        keys("ContestModel", ContestModel.TemplateKey.self),
        keys("JoinModel", JoinModel.TemplateKey.self),
        keys("Badge", Badge.TemplateKey.self),
        keys("PayoutsModel", PayoutsModel.TemplateKey.self),
        keys("PayoutRowModel", PayoutRowModel.TemplateKey.self),
        keys("Pager", Pager.TemplateKey.self),
        keys("PageLink", PageLink.TemplateKey.self),
        keys("ListContent", ListContent.TemplateKey.self),
        keys("ListLink", ListLink.TemplateKey.self),
        keys("RosterModel", RosterModel.TemplateKey.self),
        keys("RosterModel.FieldModel", RosterModel.FieldModel.TemplateKey.self),
        keys("RosterModel.RuleModel", RosterModel.RuleModel.TemplateKey.self),
        keys("RosterModel.LabelledValue", RosterModel.LabelledValue.TemplateKey.self),
        keys("IndexContent", IndexContent.TemplateKey.self),
        keys("ContestCard", ContestCard.TemplateKey.self),
        keys("ContentPageContent", ContentPageContent.TemplateKey.self),
        keys("SitemapModel", SitemapModel.TemplateKey.self),
        keys("SitemapModel.URLEntry", SitemapModel.URLEntry.TemplateKey.self),
        keys("SitemapIndexModel", SitemapIndexModel.TemplateKey.self),
        keys("SitemapIndexModel.Entry", SitemapIndexModel.Entry.TemplateKey.self),
        keys("FeedModel", FeedModel.TemplateKey.self),
        keys("FeedModel.Entry", FeedModel.Entry.TemplateKey.self),
        keys("StandingsModel", StandingsModel.TemplateKey.self),
        keys("StandingsStateModel", StandingsStateModel.TemplateKey.self),
        keys("LiveCheckModel", LiveCheckModel.TemplateKey.self),
        keys("StandingsTable", StandingsTable.TemplateKey.self),
        keys("ColumnHeader", ColumnHeader.TemplateKey.self),
        keys("RowModel", RowList.TemplateKey.self),
        keys("cells of a RowModel", CellList.TemplateKey.self),
        keys("EntrantIndexModel", EntrantIndexModel.TemplateKey.self),
        keys("LetterLink", LetterLink.TemplateKey.self),
        keys("EntrantSection", EntrantSection.TemplateKey.self),
        keys("entrants of an EntrantSection", EntrantLinks.TemplateKey.self),
        keys("EntrantFinderModel", EntrantFinderModel.TemplateKey.self),
    ]

    /// Every name some page model answers.
    public static let answered: Set<String> = Set(keySets.flatMap(\.keys))

    /// The references in `references` with a part no page model answers (`{{.}}` always resolves).
    public static func unknown(in references: [TemplateReference]) -> [TemplateReference] {
        references.filter { !$0.path.allSatisfy(answered.contains) }
    }

    private static func keys<Key: CaseIterable & RawRepresentable>(_ model: String, _: Key.Type) -> (model: String, keys: [String])
        where Key.RawValue == String {
        (model, Key.allCases.map(\.rawValue))
    }
}
