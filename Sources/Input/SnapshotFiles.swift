import Domain
import Foundation

/// Reads snapshot files safely: bounded size, regular files only, nothing reached through a symlink that leaves the root.
struct SnapshotFiles {
    let limits: InputLimits
    let root: String
    /// The root with symlinks resolved, computed once per source rather than once per file.
    let resolvedRoot: String

    init(limits: InputLimits, root: String, resolvedRoot: String? = nil) {
        self.limits = limits
        self.root = root
        self.resolvedRoot = resolvedRoot ?? Self.resolve(root)
    }

    static func resolve(_ path: String) -> String {
        // realpath(3) walks the path once in C; URL.resolvingSymlinksInPath costs several times more per file.
        guard let resolved = realpath(path, nil) else { return URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    func checkFolder(_ path: String) throws(BuildProblem) {
        try checkInsideRoot(path)
    }

    func read(_ path: String) throws(BuildProblem) -> [UInt8] {
        guard let bytes = try readIfPresent(path) else {
            throw BuildProblem(source: path, message: "file not found")
        }
        return bytes
    }

    func readIfPresent(_ path: String) throws(BuildProblem) -> [UInt8]? {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            return nil
        }
        try checkInsideRoot(path)
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size > limits.maxDocumentBytes {
            throw BuildProblem(source: path, message: "file is \(size) bytes, over the limit of \(limits.maxDocumentBytes)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw BuildProblem(source: path, message: "cannot open file")
        }
        defer { try? handle.close() }
        do {
            // Read at most one byte past the limit, so a file that grows (or a FIFO) cannot exhaust memory.
            let data = try handle.read(upToCount: limits.maxDocumentBytes + 1) ?? Data()
            if data.count > limits.maxDocumentBytes {
                throw BuildProblem(source: path, message: "file is over the limit of \(limits.maxDocumentBytes) bytes")
            }
            return [UInt8](data)
        } catch let problem as BuildProblem {
            throw problem
        } catch {
            throw BuildProblem(source: path, message: "cannot read file: \(error.localizedDescription)")
        }
    }

    /// Symlinks are allowed only when they resolve inside the snapshot root.
    private func checkInsideRoot(_ path: String) throws(BuildProblem) {
        let resolved = Self.resolve(path)
        if resolved != resolvedRoot, !resolved.hasPrefix(resolvedRoot + "/") {
            throw BuildProblem(source: path, message: "refusing a symbolic link that points outside \(root)")
        }
    }
}
