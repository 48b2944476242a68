import Foundation
import Testing

/// Every "CONTRACT §…" in the code's comments names a section docs/CONTRACT.md has: a `## N.` or `### N.M`
/// heading. (The external spec numbers its sections differently; the code points at the repo's own account.)
@Suite struct ContractReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func sections() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("docs/CONTRACT.md"), encoding: .utf8)
        var found = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("## ") || line.hasPrefix("### ") {
            let words = line.split(separator: " ")
            guard words.count > 1 else { continue }
            let number = words[1].hasSuffix(".") ? words[1].dropLast() : words[1]
            if number.first?.isNumber == true { found.insert(String(number)) }
        }
        return found
    }

    /// The section numbers after each "§" on a line that mentions CONTRACT ("CONTRACT §1.1, §6" gives both).
    static func references(in line: Substring) -> [String] {
        guard line.contains("CONTRACT") else { return [] }
        var numbers: [String] = []
        var rest = line[...]
        while let mark = rest.firstIndex(of: "§") {
            let digits = rest[rest.index(after: mark)...].prefix { $0.isNumber || $0 == "." }
            let number = digits.hasSuffix(".") ? String(digits.dropLast()) : String(digits)
            if !number.isEmpty { numbers.append(number) }
            rest = rest[rest.index(after: mark)...]
        }
        return numbers
    }

    @Test func everyContractReferenceNamesAnExistingSection() throws {
        let sections = try Self.sections()
        #expect(sections.contains("1.2") && sections.contains("8"), "docs/CONTRACT.md's headings were not read")
        let fm = FileManager.default
        var checked = 0
        for folder in ["Sources", "Tests", "scripts"] {
            let base = Self.root.appendingPathComponent(folder)
            guard let walk = fm.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where ["swift", "py", "sh", "dict"].contains(url.pathExtension) {
                if url.path.contains("__pycache__") || url.lastPathComponent == "ContractReferenceTests.swift" { continue }
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for number in Self.references(in: line) {
                        checked += 1
                        let place = "\(folder)\(url.path.dropFirst(base.path.count)):\(index + 1)"
                        #expect(sections.contains(number), "\(place): CONTRACT §\(number) is no heading of docs/CONTRACT.md")
                    }
                }
            }
        }
        #expect(checked > 20, "too few contract references found (\(checked)): the scan is broken")
    }
}
