@testable import Rendering
import Testing

/// The static walk behind `pcsite check`: Mustache's context stack read from the models' declared keys.
@Suite struct TemplateNameWalkTests {
    @Test func outerNamesStayInScopeInsideASectionOverAListOfModels() throws {
        let references = try walk(["page": "{{#items}}{{label}}{{title}}{{owner.name}}{{/items}}"])
        #expect(references.map(\.name) == ["items", "label", "title", "owner.name"])
        #expect(references.allSatisfy { $0.unanswered == nil })
        #expect(references[1].within == ["page", "{{#items}}"])
    }

    @Test func anElementsNameOutsideItsSectionIsUnansweredWithThePagesNamesInScope() throws {
        let references = try walk(["page": "{{title}}\n{{label}}\n"])
        #expect(references.map(\.unanswered) == [nil, "label"])
        #expect(references[1].namesInScope == ["title", "open", "items", "owner"])
        #expect(references[1].description == "page:2: {{label}}")
    }

    @Test func aSectionOverAPlainValueAndAnInvertedSectionBringNoNames() throws {
        let references = try walk(["page": "{{#open}}{{label}}{{/open}}{{^items}}{{label}}{{/items}}{{^owner}}{{name}}{{/owner}}"])
        #expect(references.map(\.unanswered) == [nil, "label", nil, "label", nil, "name"])
        #expect(references[3].within == ["page", "{{^items}}"])
    }

    @Test func theCurrentItemAlwaysResolvesAndIsNotAName() throws {
        let references = try walk(["page": "{{.}}{{#items}}{{.}}{{#.}}{{label}}{{/.}}{{/items}}"])
        #expect(references.map(\.name) == ["items", "label"])
        #expect(references.allSatisfy { $0.unanswered == nil })
    }

    @Test func aDottedNameResolvesItsFirstPartInScopeThenEachPartInTheModelBefore() throws {
        let references = try walk(["page": "{{owner.name}}{{owner.nmae}}{{items.label}}{{title.size}}{{#owner}}{{title}}{{/owner}}"])
        #expect(references.map(\.unanswered) == [nil, "nmae", "label", "size", nil, nil])
        #expect(references[1].namesInScope == ["name"])
        #expect(references[1].warning == "page:1: {{owner.nmae}} is not a name on this page here (page); close names in scope: name")
    }

    @Test func linesAreCountedAcrossDelimiterChangesStandaloneTagsAndCRLF() throws {
        let text = "one\n{{=<% %>=}}\n<%title%>\n<%={{ }}=%>\n{{#items}}\r\n  {{label}}\n{{/items}}\n{{! a\ncomment }}{{tile}}\n"
        let references = try walk(["page": text])
        #expect(references.map(\.description) == ["page:3: {{title}}", "page:5: {{items}}", "page:6: {{label}}", "page:9: {{tile}}"])
    }

    @Test func aPartialIsCheckedInTheScopeOfEachIncludeAndARecursivePartialEnds() throws {
        let references = try walk(["page": "{{> row}}\n{{#items}}{{> row}}{{/items}}", "row": "{{label}}{{> row}}{{> nowhere}}"])
        #expect(references.map(\.unanswered) == ["label", nil, nil])
        #expect(references.map(\.within) == [["page", "{{> row}}"], ["page"], ["page", "{{#items}}", "{{> row}}"]])
        #expect(references.map(\.file) == ["row", "page", "row"])
    }

    private func walk(_ files: [String: String]) throws -> [TemplateReference] {
        var parsed: [String: TemplateNameWalk.Parsed] = [:]
        for (name, text) in files {
            let (nodes, lines) = try TemplateParser.outline(text, origin: name)
            parsed[name] = TemplateNameWalk.Parsed(nodes: nodes, lines: lines, origin: name)
        }
        var walk = TemplateNameWalk(templates: parsed)
        walk.walk(page: "page", model: PageModel.self, label: "page")
        return walk.references
    }
}

struct PageModel: TemplateModel {
    enum TemplateKey: String, TemplateKeys {
        static let names = KeyTable<Self>()
        case title, open, items, owner
    }

    static var templateKeys: TemplateKeyHoldings {
        TemplateKey.holding { key in
            switch key {
            case .items: .list(ItemModel.self)
            case .owner: .model(PersonModel.self)
            case .title, .open: .value
            }
        }
    }
}

struct ItemModel: TemplateModel {
    enum TemplateKey: String, TemplateKeys { static let names = KeyTable<Self>(); case label }
    static var templateKeys: TemplateKeyHoldings { TemplateKey.holding { switch $0 { case .label: .value } } }
}

struct PersonModel: TemplateModel {
    enum TemplateKey: String, TemplateKeys { static let names = KeyTable<Self>(); case name }
    static var templateKeys: TemplateKeyHoldings { TemplateKey.holding { switch $0 { case .name: .value } } }
}
