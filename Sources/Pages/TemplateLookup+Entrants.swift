import Rendering

// The entrant index's and the find-an-entrant box's lookups; see TemplateLookup.swift for why they are switches.

extension EntrantIndexModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "contestName": TemplateValue(contestName)
        case "contestURL": TemplateValue(contestURL)
        case "count": TemplateValue(count)
        case "letters": TemplateValue(letters)
        case "sections": TemplateValue(sections)
        case "pager": TemplateValue(pager)
        case "state": TemplateValue(state)
        case "asOf": TemplateValue(asOf)
        default: nil
        }
    }
}

extension LetterLink: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "label": TemplateValue(label)
        case "url": TemplateValue(url)
        default: nil
        }
    }
}

extension EntrantSection: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "label": TemplateValue(label)
        case "id": TemplateValue(id)
        case "entrants": TemplateValue(entrants)
        default: nil
        }
    }
}

extension EntrantLink: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "name": TemplateValue(self.name)
        case "rank": TemplateValue(rank)
        case "url": TemplateValue(url)
        default: nil
        }
    }
}

extension EntrantFinderModel: TemplateContext {
    public func value(for name: String) -> TemplateValue? {
        switch name {
        case "indexURL": TemplateValue(indexURL)
        case "dataURL": TemplateValue(dataURL)
        case "contestURL": TemplateValue(contestURL)
        case "scriptURL": TemplateValue(scriptURL)
        default: nil
        }
    }
}
