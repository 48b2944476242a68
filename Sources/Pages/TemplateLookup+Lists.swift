import Rendering

extension ListContent: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "heading": TemplateValue(heading)
        case "isIndex": TemplateValue(isIndex)
        case "hasContests": TemplateValue(hasContests)
        case "count": TemplateValue(count)
        case "contests": TemplateValue(contests)
        case "pager": TemplateValue(pager)
        case "types": TemplateValue(types)
        case "statusGroups": TemplateValue(statusGroups)
        case "searchURL": TemplateValue(searchURL)
        case "searchScriptURL": TemplateValue(searchScriptURL)
        default: nil
        }
    }
}

extension ListLink: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "label": TemplateValue(label)
        case "url": TemplateValue(url)
        case "count": TemplateValue(count)
        case "isCurrent": TemplateValue(isCurrent)
        default: nil
        }
    }
}
