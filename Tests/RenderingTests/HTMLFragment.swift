import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// cmark-gfm's HTML output parsed as XML (it is well-formed for the constructs tested), so tests
/// look at elements and text rather than substrings.
struct HTMLFragment {
    let root: XMLElement

    init(_ html: String) throws {
        let document = try XMLDocument(xmlString: "<root>\(html)</root>", options: [])
        guard let root = document.rootElement() else { throw CocoaError(.coderReadCorrupt) }
        self.root = root
    }

    /// Every element named `name`, in document order.
    func elements(_ name: String) throws -> [XMLElement] {
        try root.nodes(forXPath: ".//\(name)").compactMap { $0 as? XMLElement }
    }

    /// Every value of `attribute` on any element.
    func attributeValues(_ attribute: String) throws -> [String] {
        try root.nodes(forXPath: ".//@\(attribute)").compactMap(\.stringValue)
    }

    /// Names of every element, for checking that nothing unexpected was produced.
    func elementNames() throws -> Set<String> {
        Set(try root.nodes(forXPath: ".//*").compactMap(\.name))
    }

    /// Cell texts of each body row of the first table.
    func tableRows() throws -> [[String]] {
        try elements("tbody/tr").map { row in
            try row.nodes(forXPath: "td").map { $0.stringValue ?? "" }
        }
    }
}
