import Domain

/// What every HTML page's frame (head, header, footer) shows.
public struct Frame: Sendable {
    /// `<html lang>` and `dir` (CONTRACT §11).
    public let language: String
    public let direction: String
    /// The page scripts' words (`data-words`), as JSON: one script serves every language.
    public let scriptWords: ScriptWords
    /// The site's other languages, when it has several.
    public let languages: LanguageLinks
    public let siteTitle: String
    public let siteDescription: String?
    public let homeURL: String
    public let stylesheetURL: String
    public let wordsScriptURL: String
    public let feedURL: String
    public let navigation: [NavigationLink]

    public init(config: SiteConfig, links: SiteLinks, navigation: [NavigationLink]) {
        language = config.words.language
        direction = config.words.isRightToLeft ? "rtl" : "ltr"
        scriptWords = ScriptWords(config.words)
        languages = LanguageLinks(config: config)
        siteTitle = config.title
        siteDescription = config.description.isEmpty ? nil : config.description
        homeURL = links.home
        stylesheetURL = links.stylesheet
        wordsScriptURL = links.wordsScript
        feedURL = links.feed
        self.navigation = navigation
    }

    /// A copy whose texts and list are its own. Every page a worker builds copies the frame, and a copy
    /// retains what it holds: with one frame per worker, no other thread touches those reference counts
    /// (the navigation list shared by every worker was among the most contended objects of a build).
    public func ownCopy() -> Frame {
        Frame(language: language.ownCopy(), direction: direction.ownCopy(), scriptWords: scriptWords.ownCopy(),
              languages: languages, siteTitle: siteTitle.ownCopy(), siteDescription: siteDescription?.ownCopy(),
              homeURL: homeURL.ownCopy(), stylesheetURL: stylesheetURL.ownCopy(), wordsScriptURL: wordsScriptURL.ownCopy(),
              feedURL: feedURL.ownCopy(),
              navigation: navigation.map { NavigationLink(title: $0.title.ownCopy(), url: $0.url.ownCopy()) })
    }

    private init(language: String, direction: String, scriptWords: ScriptWords, languages: LanguageLinks, siteTitle: String,
                 siteDescription: String?, homeURL: String, stylesheetURL: String, wordsScriptURL: String, feedURL: String,
                 navigation: [NavigationLink]) {
        (self.language, self.direction, self.scriptWords, self.languages) = (language, direction, scriptWords, languages)
        (self.siteTitle, self.siteDescription) = (siteTitle, siteDescription)
        (self.homeURL, self.stylesheetURL, self.feedURL, self.navigation) = (homeURL, stylesheetURL, feedURL, navigation)
        self.wordsScriptURL = wordsScriptURL
    }
}

/// Each page script's words as a JSON object (`Words.scriptJSON`), made once per build.
public struct ScriptWords: Sendable {
    public let live: String
    public let entrants: String
    public let search: String
    public let join: String

    init(_ words: Words) {
        live = words.scriptJSON(["new_standings", "as_of", "update"])
        entrants = words.scriptJSON(["search_unavailable", "on_standings_page", "this_is_me", "your_entry_note",
                                     "mark_your_entry", "cancel", "not_me", "your_entry", "your_entry_show", "your_entry_show_label",
                                     "your_entry_missing", "no_entrant_matches", "entrants_match", "entrants_match_first"])
        search = words.scriptJSON(["search_unavailable", "no_contest_matches", "contests_match", "contests_match_first",
                                   "summary_entries"])
        join = words.scriptJSON(["link_copied", "copy_by_hand"])
    }

    private init(live: String, entrants: String, search: String, join: String) {
        (self.live, self.entrants, self.search, self.join) = (live, entrants, search, join)
    }

    /// See `Frame.ownCopy`.
    func ownCopy() -> ScriptWords {
        ScriptWords(live: live.ownCopy(), entrants: entrants.ownCopy(), search: search.ownCopy(), join: join.ownCopy())
    }
}

private extension String {
    /// The same text in storage of its own (a short one is held inline anyway).
    func ownCopy() -> String { String(decoding: Array(utf8), as: UTF8.self) }
}
