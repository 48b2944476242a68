import Domain
import Foundation

/// Reads `share_cards` (on or off) and `share_card:` (colours and a logo beside pcsite.yml) into a `ShareCardConfig`.
enum ShareCardConfigLoader {
    static func parse(_ map: [String: Any], source: String) throws(Problem) -> (ShareCardConfig, [ConfigWarning]) {
        var config = ShareCardConfig()
        if let value = map["share_cards"], !(value is NSNull) {
            guard let enabled = value as? Bool else {
                throw Problem(source: source, path: "$.share_cards", message: "expected true or false")
            }
            config.enabled = enabled
        }
        guard let node = map["share_card"], !(node is NSNull) else { return (config, []) }
        let look = try ConfigLoader.mapping(node, key: "share_card", source: source, of: "share card settings")
        func colour(_ key: String) throws(Problem) -> UInt32? {
            guard let value = look[key], !(value is NSNull) else { return nil }
            guard let text = value as? String, let rgb = Self.colour(text) else {
                throw Problem(source: source, path: "$.share_card.\(key)", message: "expected a colour such as \"#0b57d0\"")
            }
            return rgb
        }
        if let rgb = try colour("background") { config.background = rgb }
        if let rgb = try colour("text") { config.text = rgb }
        if let rgb = try colour("accent") { config.accent = rgb }
        if let rgb = try colour("accent_text") { config.accentText = rgb }
        guard let logo = look["logo"], !(logo is NSNull) else { return (config, []) }
        guard let name = logo as? String, !name.isEmpty else {
            throw Problem(source: source, path: "$.share_card.logo", message: "expected the name of a PNG file beside \(source)")
        }
        let folder = (source as NSString).deletingLastPathComponent
        let path = name.hasPrefix("/") ? name : (folder.isEmpty ? name : "\(folder)/\(name)")
        config.logo = name
        guard FileManager.default.isReadableFile(atPath: path) else {
            // The cards are drawn without it: a missing logo must not stop the site.
            return (config, [ConfigWarning(file: source, key: "share_card.logo", problem: "cannot read \(path); cards are drawn without a logo")])
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        guard let handle = FileHandle(forReadingAtPath: path), (try? handle.read(upToCount: 8)).map(Array.init) == signature else {
            throw Problem(source: path, path: "$.share_card.logo", message: "is not a PNG file (the card's logo must be a PNG)")
        }
        try? handle.close()
        config.logoPath = path
        return (config, [])
    }

    /// `#rrggbb` or `#rgb`.
    static func colour(_ text: String) -> UInt32? {
        var hex = text.trimmingCharacters(in: .whitespaces)
        guard hex.hasPrefix("#") else { return nil }
        hex.removeFirst()
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit) else { return nil }
        return UInt32(hex, radix: 16)
    }
}
