import Domain
import Foundation

/// ETag / Last-Modified per document from the previous run, with the body they validate, so the next
/// run can ask conditionally and reuse the body on 304. Kept outside the published folder, one file per URL:
/// a header (the URL, the validators, the body's length and digest) and the body. A file whose body does not
/// match its digest — damaged, cut short, from another URL — is treated as absent, which costs one
/// unconditional request and never a wrong page. A failed write is ignored. Only bodies whose document parsed and
/// mapped are stored (`APIClient.remember`), so a 304 never hands back one that did not.
struct HTTPCache: Sendable {
    let folder: String

    private static let magic = "pcsite-http-cache 2"

    /// A stable name per URL (the token is never part of a URL, so never part of a name).
    func path(_ url: String) -> String {
        var digest = ContentDigest()
        digest.combine(url)
        return (folder as NSString).appendingPathComponent("\(digest.hex).cached")
    }

    /// Removes the files of the first cache format (`<name>.json` + `<name>.body`), once: a marker file remembers it.
    func removeFirstFormat() {
        let marker = (folder as NSString).appendingPathComponent(".format-2")
        guard !FileManager.default.fileExists(atPath: marker),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasSuffix(".body") || name.hasSuffix(".json") {
            unlink((folder as NSString).appendingPathComponent(name))
        }
        CacheFile.replace(marker, with: [])
    }

    func load(_ url: String) -> (validators: Validators, body: [UInt8])? {
        guard let bytes = CacheFile.read(path(url)) else { return nil }
        return Self.parse(bytes, url: url)
    }

    func store(_ url: String, validators: Validators, body: [UInt8]) {
        let path = path(url)
        guard !validators.isEmpty, let bytes = Self.serialized(url, validators, body: body) else {
            unlink(path)
            return
        }
        CacheFile.replace(path, with: bytes)
    }

    func remove(_ url: String) {
        unlink(path(url))
    }

    /// nil when a field would break the header's lines (a URL or validator holding a newline is not kept).
    static func serialized(_ url: String, _ validators: Validators, body: [UInt8]) -> [UInt8]? {
        guard !url.contains(where: \.isNewline), let lines = validators.lines else { return nil }
        var digest = ContentDigest()
        digest.combine(body)
        var bytes = Array("\(magic)\n\(url)\n\(lines)\n\(body.count) \(digest.hex)\n".utf8)
        bytes += body
        return bytes
    }

    static func parse(_ bytes: [UInt8], url: String) -> (validators: Validators, body: [UInt8])? {
        var lines: [String] = []
        var start = 0
        while lines.count < 5 {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end + 1
        }
        let sizes = lines[4].split(separator: " ")
        guard lines[0] == magic, lines[1] == url, let validators = Validators(lines: lines[2], lines[3]), !validators.isEmpty,
              sizes.count == 2, let length = Int(sizes[0]), bytes.count - start == length else { return nil }
        let body = Array(bytes[start...])
        var digest = ContentDigest()
        digest.combine(body)
        guard digest.hex == sizes[1] else { return nil }
        return (validators, body)
    }
}
