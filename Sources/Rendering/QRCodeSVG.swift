import CQRencode

/// A QR code as a compact inline SVG: libqrencode encodes, this only draws. One `<path>` of horizontal
/// runs of dark modules inside a four-module quiet zone, so a 33×33 symbol is a few kilobytes, not a
/// thousand `<rect>`s.
public enum QRCodeSVG {
    /// The quiet zone the QR specification asks for around the symbol, in modules.
    public static let quietZone = 4

    /// Error correction M (15 %): survives a scuffed phone screen, keeps short URLs at small versions.
    public static func matrix(for text: String) -> [[Bool]]? {
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        guard width > 0, let data = code.pointee.data else { return nil }
        // Bit 0 of each byte is the module's colour (1 = dark); the other bits describe its role.
        return (0..<width).map { y in (0..<width).map { x in data[y * width + x] & 1 == 1 } }
    }

    /// The SVG for `text`, labelled for assistive technology; nil when the text is too long to encode.
    public static func svg(for text: String, label: String) -> String? {
        guard let matrix = matrix(for: text) else { return nil }
        let size = matrix.count + 2 * quietZone
        var path = ""
        for (y, row) in matrix.enumerated() {
            var x = 0
            while x < row.count {
                guard row[x] else { x += 1; continue }
                let start = x
                while x < row.count, row[x] { x += 1 }
                path += "M\(start + quietZone) \(y + quietZone)h\(x - start)v1h-\(x - start)z"
            }
        }
        let title = HTMLEscaper.escape(label)
        return "<svg class=\"qr\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(size) \(size)\" role=\"img\" "
            + "aria-label=\"\(title)\" shape-rendering=\"crispEdges\"><title>\(title)</title>"
            + "<rect width=\"\(size)\" height=\"\(size)\" fill=\"#fff\"/><path fill=\"#000\" d=\"\(path)\"/></svg>"
    }
}
