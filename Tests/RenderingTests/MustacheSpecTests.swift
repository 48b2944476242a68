import Foundation
@testable import Rendering
import Testing

/// The Mustache spec's core modules (github.com/mustache/spec, MIT; copied in Fixtures/mustache-spec), every
/// test through the real parser, partial checks and renderer, output compared byte for byte. The deliberate
/// deviations (docs/TEMPLATES.md) are asserted on their own below.
@Suite struct MustacheSpecTests {
    static let modules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]
    /// Spec tests whose expected output pcsite deliberately does not give; each has its own test below.
    static let deviations: Set<String> = ["partials: Failed Lookup", "partials: Recursion"]

    @Test(arguments: MustacheSpecCase.all)
    func specTest(_ test: MustacheSpecCase) throws {
        #expect(try test.render() == test.expected, "\(test.id)\ntemplate: \(test.template.debugDescription)")
    }

    @Test func everyModuleIsRunWithAllItsTests() {
        let counts = Dictionary(grouping: MustacheSpecCase.loaded, by: \.module).mapValues(\.count)
        #expect(counts == ["comments": 12, "delimiters": 14, "interpolation": 42, "inverted": 22, "partials": 12,
                           "sections": 34])
        #expect(Self.deviations.isSubset(of: Set(MustacheSpecCase.loaded.map(\.id))))
    }

    /// Deviation: the spec renders a missing partial as empty text; pcsite refuses the template set when it
    /// loads, so a typo in a partial's name stops the build instead of silently dropping a page section.
    @Test func missingPartialIsAnErrorNamingIt() throws {
        let test = try #require(MustacheSpecCase.loaded.first { $0.id == "partials: Failed Lookup" })
        #expect(test.expected == "\"\"")
        let error = #expect(throws: TemplateError.self) { try test.render() }
        #expect(error?.description == "spec.mustache: partial \"text\" not found")
    }

    /// Deviation: the spec lets a partial include itself (data-driven recursion); pcsite rejects any partial
    /// cycle when the templates load. Page models hold no recursive data, so a cycle can only be a mistake,
    /// and catching it at load time means no build can fail halfway on deep data.
    @Test func recursivePartialIsRejectedNamingTheCycle() throws {
        let test = try #require(MustacheSpecCase.loaded.first { $0.id == "partials: Recursion" })
        #expect(test.expected == "X<Y<>>")
        let error = #expect(throws: TemplateError.self) { try test.render() }
        #expect(error?.description == "node.mustache: partial recursion: node → node")
    }

    /// The spec's standalone-partial indentation, at more than one level (the indented copies nest).
    @Test func nestedStandalonePartialsAddTheirIndentation() throws {
        let files = ["page": TemplateFile(text: "<ul>\n  {{>outer}}\n</ul>\n", origin: "page.mustache"),
                     "outer": TemplateFile(text: "<li>\n  {{>inner}}\n</li>\n", origin: "outer.mustache"),
                     "inner": TemplateFile(text: "{{#items}}\n<b>{{.}}</b>\n{{/items}}\n", origin: "inner.mustache")]
        let set = try TemplateSet(files: files)
        let output = try set.render("page", ["items": ["a", "b"]] as [String: Any])
        #expect(String(decoding: output.bytes, as: UTF8.self)
                == "<ul>\n  <li>\n    <b>a</b>\n    <b>b</b>\n  </li>\n</ul>\n")
    }
}

/// One spec test: template, partials, data and the expected output.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    let module: String
    let name: String
    let template: String
    let partials: [String: String]
    let data: SpecJSON
    let expected: String

    var id: String { "\(module): \(name)" }
    var testDescription: String { id }

    static let loaded: [MustacheSpecCase] = MustacheSpecTests.modules.flatMap(load)
    /// Every test but the deviations, which have tests of their own.
    static let all: [MustacheSpecCase] = loaded.filter { !MustacheSpecTests.deviations.contains($0.id) }

    static let folder = Bundle.module.resourceURL?.appendingPathComponent("Fixtures/mustache-spec")

    private static func load(_ module: String) -> [MustacheSpecCase] {
        struct File: Decodable {
            struct Test: Decodable {
                let name: String
                let template: String
                let partials: [String: String]?
                let data: SpecJSON
                let expected: String
            }
            let tests: [Test]
        }
        guard let url = folder?.appendingPathComponent("\(module).json"), let data = try? Data(contentsOf: url),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.tests.map {
            MustacheSpecCase(module: module, name: $0.name, template: $0.template, partials: $0.partials ?? [:],
                             data: $0.data, expected: $0.expected)
        }
    }

    /// Loads the template and its partials as one template set (parse, partial checks) and renders it.
    func render() throws -> String {
        var files = ["spec": TemplateFile(text: template, origin: "spec.mustache")]
        for (name, text) in partials { files[name] = TemplateFile(text: text, origin: "\(name).mustache") }
        let set = try TemplateSet(files: files)
        return String(decoding: try set.render("spec", value: data.templateValue).bytes, as: UTF8.self)
    }
}

/// Spec data as JSON, seen by the engine as template values.
enum SpecJSON: Decodable, Sendable {
    case null, bool(Bool), integer(Int), double(Double), text(String), array([SpecJSON]), object([String: SpecJSON])

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let flag = try? single.decode(Bool.self) { self = .bool(flag) }
        else if let number = try? single.decode(Int.self) { self = .integer(number) }
        else if let number = try? single.decode(Double.self) { self = .double(number) }
        else if let text = try? single.decode(String.self) { self = .text(text) }
        else if let array = try? single.decode([SpecJSON].self) { self = .array(array) }
        else { self = .object(try single.decode([String: SpecJSON].self)) }
    }

    /// The engine has no floating-point value (pages format numbers before rendering), so a decimal is the
    /// text the spec expects: its shortest round-trip form (1.21, not 1.2100000000000002).
    var templateValue: TemplateValue {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .double(let number): .text("\(number)")
        case .text(let text): .text(text)
        case .array(let elements): .list(SpecList(elements: elements))
        case .object(let fields): .object(SpecObject(fields: fields))
        }
    }
}

struct SpecObject: TemplateContext {
    let fields: [String: SpecJSON]
    func value(for key: String) -> TemplateValue? { fields[key]?.templateValue }
}

struct SpecList: TemplateList {
    let elements: [SpecJSON]
    var templateCount: Int { elements.count }
    func templateElement(at index: Int) -> TemplateValue { elements[index].templateValue }
    func templateValue(at index: Int, for key: String) -> TemplateValue? {
        if case .object(let fields) = elements[index] { return fields[key]?.templateValue }
        return nil
    }
}
