import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Input
import Pages

/// Reads `content/pages/*.md`. A name that is not a safe path segment is reported and skipped.
enum ContentPages {
    static func load(folder: String?) -> ([ContentPageSource], [Problem]) {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], []) }
        var pages: [ContentPageSource] = []
        var problems: [Problem] = []
        for file in names.sorted() where file.hasSuffix(".md") {
            let path = (folder as NSString).appendingPathComponent(file)
            let name = String(file.dropLast(3))
            guard PathSegment.isSafe(name) else {
                problems.append(Problem(source: path, message: "page name is not a safe path segment [A-Za-z0-9_-]{1,128}"))
                continue
            }
            let resolvedFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard resolved.hasPrefix(resolvedFolder + "/") else {
                problems.append(Problem(source: path, message: "refusing a symbolic link that points outside \(folder)"))
                continue
            }
            // A FIFO or device would block or never end; oversized files would exhaust memory.
            var info = stat()
            guard stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                problems.append(Problem(source: path, message: "not a regular file"))
                continue
            }
            guard Int(info.st_size) <= DocumentLimits().maxDocumentBytes else {
                problems.append(Problem(source: path, message: "file is over the limit of \(DocumentLimits().maxDocumentBytes) bytes"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                problems.append(Problem(source: path, message: "cannot read the file as UTF-8 text"))
                continue
            }
            pages.append(ContentPageSource(name: name, markdown: text))
        }
        return (pages, problems)
    }
}
