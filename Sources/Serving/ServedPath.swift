import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a request target maps to inside the output folder. Resolution is strict on purpose: a dev server
/// on a laptop must never hand out a file outside the site, whatever the URL spells.
public enum ServedPath: Sendable, Equatable {
    case file(String)
    /// A folder asked for without its trailing slash: relative links in its index need the slash.
    case redirect(String)
    case notFound
    case badRequest

    /// Maps `target` (the request's path and query, as sent) to a regular file under `root`.
    /// Rejects `..` in any spelling (`%2e%2e`, `..%2f`), backslashes and NULs; hides dot-files but `/.well-known/`; and
    /// checks that the file, after resolving symbolic links, still lies inside `root`.
    public static func resolve(_ target: String, root: String) -> ServedPath {
        let rawPath = String(target.prefix { $0 != "?" && $0 != "#" })
        guard rawPath.hasPrefix("/"), let decoded = rawPath.removingPercentEncoding,
              !decoded.contains("\\"), !decoded.contains("\0") else { return .badRequest }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if segments.contains("..") { return .badRequest }
        // `/.well-known/` holds the apps' association files (CONTRACT §12); every other dot-file stays hidden.
        if segments.enumerated().contains(where: { $1.hasPrefix(".") && !($0 == 0 && $1 == ".well-known") }) {
            return .notFound
        }
        guard let realRoot = realPath(root) else { return .notFound }
        var candidate = ([root] + segments.map(String.init)).joined(separator: "/")
        if isDirectory(candidate) {
            guard decoded.hasSuffix("/") else { return .redirect("/" + rawPath.drop { $0 == "/" } + "/") }
            candidate += "/index.html"
        }
        guard let real = realPath(candidate), real.hasPrefix(realRoot + "/"), isRegularFile(real) else {
            return .notFound
        }
        return .file(real)
    }

    /// Content type by extension; text types carry `charset=utf-8`.
    public static func contentType(for path: String) -> String {
        // Apple's app association file has no extension and is JSON (CONTRACT §12).
        if path.hasSuffix("apple-app-site-association") { return "application/json" }
        return switch (path as NSString).pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "xml": "application/xml; charset=utf-8"
        case "md": "text/markdown; charset=utf-8"
        case "txt": "text/plain; charset=utf-8"
        case "json": "application/json; charset=utf-8"
        case "svg": "image/svg+xml; charset=utf-8"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        default: "application/octet-stream"
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
