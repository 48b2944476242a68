import Foundation

/// A small HTML parser (shared by the test targets) for asserting on generated pages by structure rather than by substring.
/// It handles what pcsite emits: void elements, attributes, entities, comments and doctype.
public final class HTMLNode {
    public let name: String
    public let attributes: [String: String]
    public private(set) var children: [HTMLNode] = []
    private(set) var textContent: String = ""
    public weak var parent: HTMLNode?

    init(name: String, attributes: [String: String] = [:]) {
        self.name = name
        self.attributes = attributes
    }

    /// All text below this node, in document order.
    public var text: String {
        name == "#text" ? textContent : children.map(\.text).joined()
    }

    /// Text with whitespace runs collapsed and trimmed.
    public var normalizedText: String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    public func descendants(_ name: String) -> [HTMLNode] {
        var found: [HTMLNode] = []
        for child in children {
            if child.name == name { found.append(child) }
            found += child.descendants(name)
        }
        return found
    }

    public func descendants(_ name: String, where predicate: (HTMLNode) -> Bool) -> [HTMLNode] {
        descendants(name).filter(predicate)
    }

    public func children(_ name: String) -> [HTMLNode] { children.filter { $0.name == name } }

    public func hasClass(_ name: String) -> Bool {
        (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
    }

    fileprivate func append(_ node: HTMLNode) {
        node.parent = self
        children.append(node)
    }

    fileprivate static func text(_ value: String) -> HTMLNode {
        let node = HTMLNode(name: "#text")
        node.textContent = value
        return node
    }
}

public enum HTMLTree {
    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    public static func parse(_ html: String) -> HTMLNode {
        let root = HTMLNode(name: "#document")
        var current = root
        var rest = Substring(html)
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "<") else {
                current.append(.text(decode(rest)))
                break
            }
            if open > rest.startIndex { current.append(.text(decode(rest[..<open]))) }
            rest = rest[open...]
            if rest.hasPrefix("<!--") {
                rest = rest.range(of: "-->").map { rest[$0.upperBound...] } ?? ""
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("!") || tag.hasPrefix("?") { continue }
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().trimmingSpaces().lowercased()
                var node: HTMLNode? = current
                while let candidate = node, candidate.name != name { node = candidate.parent }
                if let matched = node, let parent = matched.parent { current = parent }
                continue
            }
            let (name, attributes, selfClosing) = parseTag(tag)
            let element = HTMLNode(name: name, attributes: attributes)
            current.append(element)
            if name == "script" || name == "style" {
                let end = rest.range(of: "</\(name)", options: []) 
                let body = end.map { rest[..<$0.lowerBound] } ?? rest
                element.append(.text(String(body)))
                rest = end.map { rest[$0.lowerBound...] } ?? ""
                current = element
                continue
            }
            if !selfClosing, !voidElements.contains(name) { current = element }
        }
        return root
    }

    private static func parseTag(_ tag: Substring) -> (String, [String: String], Bool) {
        var body = tag
        let selfClosing = body.hasSuffix("/")
        if selfClosing { body = body.dropLast() }
        let nameEnd = body.firstIndex(where: { $0 == " " || $0 == "\n" || $0 == "\t" }) ?? body.endIndex
        let name = body[..<nameEnd].lowercased()
        var attributes: [String: String] = [:]
        var rest = body[nameEnd...]
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" })
            guard !rest.isEmpty else { break }
            let keyEnd = rest.firstIndex(where: { $0 == "=" || $0 == " " }) ?? rest.endIndex
            let key = rest[..<keyEnd].lowercased()
            rest = rest[keyEnd...]
            if rest.first == "=" {
                rest = rest.dropFirst()
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    rest = rest.dropFirst()
                    let end = rest.firstIndex(of: quote) ?? rest.endIndex
                    attributes[key] = decode(rest[..<end])
                    rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
                } else {
                    let end = rest.firstIndex(of: " ") ?? rest.endIndex
                    attributes[key] = decode(rest[..<end])
                    rest = rest[end...]
                }
            } else {
                attributes[key] = ""
            }
        }
        return (name, attributes, selfClosing)
    }

    public static func decode(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var output = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: rest.startIndex, to: semicolon) < 12 else {
                output += "&"
                rest = rest.dropFirst()
                continue
            }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            switch entity {
            case "amp": output += "&"
            case "lt": output += "<"
            case "gt": output += ">"
            case "quot": output += "\""
            case "apos": output += "'"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let value = UInt32(entity.dropFirst(2), radix: 16),
                   let scalar = Unicode.Scalar(value) {
                    output.unicodeScalars.append(scalar)
                } else if entity.hasPrefix("#"), let value = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(value) {
                    output.unicodeScalars.append(scalar)
                } else {
                    output += "&\(entity);"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }
}

private extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
