import Domain
import Foundation
import Mustache

/// One complete, checked set of templates (a type's overrides already merged over the defaults).
struct TemplateSet: Sendable {
    private let library: MustacheLibrary
    private let names: Set<String>
    let digest: String

    init(files: [String: TemplateFile]) throws(TemplateError) {
        var library = MustacheLibrary()
        var digest = ContentDigest()
        for name in files.keys.sorted() {
            guard let file = files[name] else { continue }
            do {
                library.register(try MustacheTemplate(string: file.text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw TemplateError(file: file.origin, message: "line \(error.context.lineNumber): \(error.error)")
            } catch {
                throw TemplateError(file: file.origin, message: "\(error)")
            }
            digest.combine(name)
            digest.combine(file.text)
        }
        try PartialGraph(files: files).check()
        self.library = library
        self.names = Set(files.keys)
        self.digest = digest.hex
    }

    func contains(_ name: String) -> Bool { names.contains(name) }

    func render(_ name: String, _ object: Any) throws(TemplateError) -> String {
        guard let output = library.render(object, withTemplate: name) else {
            throw TemplateError(file: "\(name).mustache", message: "template not found")
        }
        return output
    }
}

/// The partial references between templates. swift-mustache renders a missing partial as nothing and
/// recurses forever on a cycle, so both are rejected before anything renders.
struct PartialGraph {
    let files: [String: TemplateFile]

    func check() throws(TemplateError) {
        var edges: [String: [String]] = [:]
        for (name, file) in files {
            let references = Self.partialReferences(in: file.text)
            for reference in references where files[reference] == nil {
                throw TemplateError(file: file.origin, message: "partial \"\(reference)\" not found")
            }
            edges[name] = references
        }
        var finished: Set<String> = []
        for name in files.keys.sorted() {
            var stack: [String] = []
            try visit(name, edges: edges, stack: &stack, finished: &finished)
        }
    }

    private func visit(_ name: String, edges: [String: [String]], stack: inout [String],
                       finished: inout Set<String>) throws(TemplateError) {
        if finished.contains(name) { return }
        if let start = stack.firstIndex(of: name) {
            let cycle = (stack[start...] + [name]).joined(separator: " → ")
            throw TemplateError(file: files[name]?.origin ?? name, message: "partial recursion: \(cycle)")
        }
        stack.append(name)
        for next in edges[name] ?? [] {
            try visit(next, edges: edges, stack: &stack, finished: &finished)
        }
        stack.removeLast()
        finished.insert(name)
    }

    /// Names in `{{> name}}` and `{{< name}}` tags (default delimiters).
    static func partialReferences(in text: String) -> [String] {
        var references: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            let body = rest.drop { $0 == " " }
            guard let marker = body.first, marker == ">" || marker == "<" else { continue }
            guard let close = body.range(of: "}}") else { break }
            let name = body.dropFirst()[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { references.append(name) }
        }
        return references
    }
}
