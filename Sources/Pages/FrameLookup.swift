import Rendering

// Page models answer the template engine's lookups with a switch: a direct call per name, no reflection.

/// HTMLPage's keys, outside the generic type: a generic type cannot hold the enum's static table.
enum HTMLPageKey: String, TemplateKeys {
    static let names = KeyTable<Self>()
    case frame, title, summary, canonicalURL, noindex, share, content, alternateJSON, appBanner, languages, defaultLanguageURL
}

extension HTMLPage: TemplateContext, TemplateModel where Content: TemplateContext & TemplateModel {
    typealias TemplateKey = HTMLPageKey

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .frame: .model(Frame.self)
            case .share: .model(ShareCard.self)
            case .content: .model(Content.self)
            case .languages: .list(AlternateLink.self)
            case .title, .summary, .canonicalURL, .noindex, .alternateJSON, .appBanner, .defaultLanguageURL: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .frame: TemplateValue(frame)
        case .title: TemplateValue(title)
        case .summary: TemplateValue(summary)
        case .canonicalURL: TemplateValue(canonicalURL)
        case .noindex: TemplateValue(noindex)
        case .share: TemplateValue(share)
        case .content: TemplateValue(content)
        case .alternateJSON: TemplateValue(alternateJSON)
        case .appBanner: TemplateValue(appBanner)
        case .languages: TemplateValue(frame.languages.alternates(of: canonicalURL))
        case .defaultLanguageURL: TemplateValue(frame.languages.alternates(of: canonicalURL).first?.url)
        case nil: nil
        }
    }
}

extension AlternateLink: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case language, name, url, link, isCurrent
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .language, .name, .url, .link, .isCurrent: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .language: TemplateValue(language)
        case .name: TemplateValue(self.name)
        case .url: TemplateValue(url)
        case .link: TemplateValue(link)
        case .isCurrent: TemplateValue(isCurrent)
        case nil: nil
        }
    }
}

extension Frame: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case language, direction, scriptWords, siteTitle, siteDescription, homeURL, stylesheetURL, wordsScriptURL, feedURL,
             navigation
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .navigation: .list(NavigationLink.self)
            case .scriptWords: .model(ScriptWords.self)
            case .language, .direction, .wordsScriptURL, .siteTitle, .siteDescription, .homeURL, .stylesheetURL, .feedURL: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .language: TemplateValue(language)
        case .direction: TemplateValue(direction)
        case .scriptWords: TemplateValue(scriptWords)
        case .siteTitle: TemplateValue(siteTitle)
        case .siteDescription: TemplateValue(siteDescription)
        case .homeURL: TemplateValue(homeURL)
        case .stylesheetURL: TemplateValue(stylesheetURL)
        case .wordsScriptURL: TemplateValue(wordsScriptURL)
        case .feedURL: TemplateValue(feedURL)
        case .navigation: TemplateValue(navigation)
        case nil: nil
        }
    }
}

extension ScriptWords: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case live, entrants, search, join
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .live, .entrants, .search, .join: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .live: TemplateValue(live)
        case .entrants: TemplateValue(entrants)
        case .search: TemplateValue(search)
        case .join: TemplateValue(join)
        case nil: nil
        }
    }
}

extension NavigationLink: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case title, url
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .title, .url: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .title: TemplateValue(title)
        case .url: TemplateValue(url)
        case nil: nil
        }
    }
}

extension ShareCard: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case title, description, url, image
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .image: .model(ShareImage.self)
            case .title, .description, .url: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .title: TemplateValue(title)
        case .description: TemplateValue(description)
        case .url: TemplateValue(url)
        case .image: TemplateValue(image)
        case nil: nil
        }
    }
}

extension ShareImage: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case url, alt, width, height, type
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .url, .alt, .width, .height, .type: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .url: TemplateValue(url)
        case .alt: TemplateValue(alt)
        case .width: TemplateValue(width)
        case .height: TemplateValue(height)
        case .type: TemplateValue(type)
        case nil: nil
        }
    }
}

extension TimeText: TemplateContext, TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case text, machine
    }

    public static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .text, .machine: .value
            }
        }
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(named: name) {
        case .text: TemplateValue(text)
        case .machine: TemplateValue(machine)
        case nil: nil
        }
    }
}
