import Rendering

extension ListContent: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case heading, isIndex, hasContests, count, contests, pager, types, statusGroups, searchURL,
             searchScriptURL
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .heading: TemplateValue(heading)
        case .isIndex: TemplateValue(isIndex)
        case .hasContests: TemplateValue(hasContests)
        case .count: TemplateValue(count)
        case .contests: TemplateValue(contests)
        case .pager: TemplateValue(pager)
        case .types: TemplateValue(types)
        case .statusGroups: TemplateValue(statusGroups)
        case .searchURL: TemplateValue(searchURL)
        case .searchScriptURL: TemplateValue(searchScriptURL)
        case nil: nil
        }
    }
}

extension ListLink: TemplateContext {
    enum TemplateKey: String, CaseIterable {
        case label, url, count, isCurrent
    }

    public func value(for name: String) -> TemplateValue? {
        switch TemplateKey(rawValue: name) {
        case .label: TemplateValue(label)
        case .url: TemplateValue(url)
        case .count: TemplateValue(count)
        case .isCurrent: TemplateValue(isCurrent)
        case nil: nil
        }
    }
}
