import Rendering

// Page models answer the template engine's lookups with a switch: a direct call per name, no reflection.

extension HTMLPage: TemplateContext where Content: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case frame, title, summary, canonicalURL, noindex, share, content, alternateJSON
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .frame: TemplateValue(frame)
        case .title: TemplateValue(title)
        case .summary: TemplateValue(summary)
        case .canonicalURL: TemplateValue(canonicalURL)
        case .noindex: TemplateValue(noindex)
        case .share: TemplateValue(share)
        case .content: TemplateValue(content)
        case .alternateJSON: TemplateValue(alternateJSON)
        case nil: nil
        }
    }
}

extension Frame: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case language, siteTitle, siteDescription, homeURL, stylesheetURL, feedURL, navigation
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .language: TemplateValue(language)
        case .siteTitle: TemplateValue(siteTitle)
        case .siteDescription: TemplateValue(siteDescription)
        case .homeURL: TemplateValue(homeURL)
        case .stylesheetURL: TemplateValue(stylesheetURL)
        case .feedURL: TemplateValue(feedURL)
        case .navigation: TemplateValue(navigation)
        case nil: nil
        }
    }
}

extension NavigationLink: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case title, url
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .title: TemplateValue(title)
        case .url: TemplateValue(url)
        case nil: nil
        }
    }
}

extension ShareCard: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case title, description, url
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .title: TemplateValue(title)
        case .description: TemplateValue(description)
        case .url: TemplateValue(url)
        case nil: nil
        }
    }
}

extension TimeText: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case text, machine
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .text: TemplateValue(text)
        case .machine: TemplateValue(machine)
        case nil: nil
        }
    }
}
