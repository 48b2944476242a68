/// CONTRACT §4: ids and tokens become URL path segments only when they match `[A-Za-z0-9_-]{1,128}`.
public enum PathSegment {
    public static func isSafe(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard (1...128).contains(utf8.count) else { return false }
        return utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x2D
        }
    }
}
