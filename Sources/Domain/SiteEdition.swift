/// One language of a site in several (`languages:`, CONTRACT §11): its words and the locale its numbers and dates
/// follow. The first is the site at the root; each other one is the same site under `/<language>/`.
public struct SiteEdition: Sendable, Equatable {
    public let words: Words
    public let locale: String

    public init(words: Words, locale: String) {
        (self.words, self.locale) = (words, locale)
    }

    public var language: String { words.language }
}

extension SiteConfig {
    /// The config `edition`'s own build runs with: the same site, in its words and locale, under `/<language>/`.
    /// The apps' association files are the root's alone.
    public func forEdition(_ edition: SiteEdition) -> SiteConfig {
        var config = self
        config.words = edition.words
        config.locale = edition.locale
        config.editionFolder = edition.language
        config.rootURL = baseURL
        config.baseURL = baseURL + "/" + edition.language
        config.apps = AppsConfig()
        config.deploy = DeployConfig()
        config.warnings = []
        return config
    }
}
