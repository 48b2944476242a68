import Rendering

// Page models answer the template engine's lookups with a switch: a direct call per name, no reflection.

extension HTMLPage: TemplateContext where Content: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "frame": TemplateValue(frame)
        case "title": TemplateValue(title)
        case "summary": TemplateValue(summary)
        case "canonicalURL": TemplateValue(canonicalURL)
        case "noindex": TemplateValue(noindex)
        case "share": TemplateValue(share)
        case "content": TemplateValue(content)
        case "alternateJSON": TemplateValue(alternateJSON)
        default: nil
        }
    }
}

extension Frame: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "language": TemplateValue(language)
        case "siteTitle": TemplateValue(siteTitle)
        case "siteDescription": TemplateValue(siteDescription)
        case "homeURL": TemplateValue(homeURL)
        case "stylesheetURL": TemplateValue(stylesheetURL)
        case "feedURL": TemplateValue(feedURL)
        case "navigation": TemplateValue(navigation)
        default: nil
        }
    }
}

extension NavigationLink: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "title": TemplateValue(title)
        case "url": TemplateValue(url)
        default: nil
        }
    }
}

extension ShareCard: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "title": TemplateValue(title)
        case "description": TemplateValue(description)
        case "url": TemplateValue(url)
        default: nil
        }
    }
}

extension TimeText: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "text": TemplateValue(text)
        case "machine": TemplateValue(machine)
        default: nil
        }
    }
}
