import Domain

/// One complete, checked set of templates (a type's overrides already merged over the defaults).
struct TemplateSet: Sendable {
    private let renderer: TemplateRendererBox
    let digest: String

    /// `words`: the texts of `{{t.key}}`, the site's fixed words.
    init(files: [String: TemplateFile], words: [String: String] = [:], wordsDigest: String = "") throws(TemplateError) {
        var compiled: [String: CompiledTemplate] = [:]
        var digest = ContentDigest()
        digest.combine(wordsDigest)
        for name in files.keys.sorted() {
            guard let file = files[name] else { continue }
            compiled[name] = try TemplateParser.parse(file.text, origin: file.origin)
            digest.combine(name)
            digest.combine(file.text)
        }
        try PartialGraph(templates: compiled).check()
        renderer = TemplateRendererBox(renderer: TemplateRenderer(templates: compiled, words: words))
        self.digest = digest.hex
    }

    func contains(_ name: String) -> Bool { renderer.renderer.contains(name) }

    func render(_ name: String, _ context: any TemplateContext) throws(TemplateError) -> Rendered {
        try renderer.renderer.render(name, context)
    }

    func render(_ name: String, _ context: any TemplateContext, streamingTo emit: ([UInt8]) -> Void) throws(TemplateError) {
        try renderer.renderer.render(name, context, streamingTo: emit)
    }

    func render(_ name: String, value: TemplateValue) throws(TemplateError) -> Rendered {
        try renderer.renderer.render(name, value: value)
    }
}

/// Compiled templates are immutable after loading, so sharing them across build workers is safe.
private final class TemplateRendererBox: @unchecked Sendable {
    let renderer: TemplateRenderer
    init(renderer: TemplateRenderer) { self.renderer = renderer }
}

/// The partial references between templates: a missing partial or a cycle is rejected before anything renders.
struct PartialGraph {
    let templates: [String: CompiledTemplate]

    func check() throws(TemplateError) {
        for (_, template) in templates.sorted(by: { $0.key < $1.key }) {
            for reference in template.partialNames where templates[reference] == nil {
                throw TemplateError(file: template.origin, message: "partial \"\(reference)\" not found")
            }
        }
        var finished: Set<String> = []
        for name in templates.keys.sorted() {
            var stack: [String] = []
            try visit(name, stack: &stack, finished: &finished)
        }
    }

    private func visit(_ name: String, stack: inout [String], finished: inout Set<String>) throws(TemplateError) {
        if finished.contains(name) { return }
        if let start = stack.firstIndex(of: name) {
            let cycle = (stack[start...] + [name]).joined(separator: " → ")
            throw TemplateError(file: templates[name]?.origin ?? name, message: "partial recursion: \(cycle)")
        }
        stack.append(name)
        for next in templates[name]?.partialNames ?? [] {
            try visit(next, stack: &stack, finished: &finished)
        }
        stack.removeLast()
        finished.insert(name)
    }
}
