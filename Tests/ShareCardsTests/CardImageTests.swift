import CShareCard
import CZlib
import Domain
import Foundation
import ShareCards
import Testing
import TestSupport

/// The PNG itself: its size, the same bytes every time, a palette that loses nothing when it can, and the words read
/// back off it by OCR (tesseract).
@Suite struct CardImageTests {
    static let text = CardText(siteTitle: "Sunday League", name: "Wild Card Weekend Championship",
                               facts: "Type nfl · Entry fee $10.00 · Prize pool $450.00", invitation: "Join this contest",
                               rightToLeft: false)

    @Test func aCardIsASmallPalettePNGOfTwelveHundredBySixHundredThirty() throws {
        let png = try CardPainter(design: ShareCardDesign(ShareCardConfig())).png(Self.text)
        let image = try DecodedPNG(png)
        #expect((image.width, image.height) == (1200, 630))
        #expect(image.colourType == 3 && image.bitDepth == 4)
        // CONTRACT §12: at most 300 KB; a card of flat colours is far under it.
        #expect(png.count < 40_000, "\(png.count) bytes")
    }

    @Test func theSameCardIsTheSameBytesFromAnyPainter() throws {
        let first = try CardPainter(design: ShareCardDesign(ShareCardConfig())).png(Self.text)
        let painter = CardPainter(design: ShareCardDesign(ShareCardConfig()))
        // A painter that drew another card first draws this one to the same bytes.
        _ = try painter.png(CardText(siteTitle: "x", name: "Кубок", facts: "", invitation: nil, rightToLeft: true))
        #expect(try painter.png(Self.text) == first)
        #expect(try painter.png(CardText(siteTitle: "Sunday League", name: "Wild Card Weekend Championship",
                                         facts: Self.text.facts, invitation: nil, rightToLeft: false)) != first)
    }

    @Test func theColoursArePaintedAsConfigured() throws {
        var config = ShareCardConfig()
        config.background = 0x102030
        let image = try DecodedPNG(try CardPainter(design: ShareCardDesign(config)).png(Self.text))
        // The card's middle, right of the name's last letter, is background.
        #expect(image.pixel(x: 1150, y: 160) == 0x102030)
        #expect(image.pixel(x: 4, y: 300) == config.accent)
    }

    @Test func theEncoderIsLosslessUpTo256ColoursAndNearestBeyond() throws {
        let (width, height) = (37, 5)
        var pixels = (0..<width * height).map { UInt32(($0 * 7919) % 200) * 0x010101 }
        var png: UnsafeMutablePointer<UInt8>?
        var length = 0
        #expect(pcsite_card_encode_png(&pixels, Int32(width), Int32(height), Int32(width), 256, &png, &length) == 0)
        let exact = try DecodedPNG(Array(UnsafeBufferPointer(start: png, count: length)))
        free(png)
        #expect(exact.bitDepth == 8)
        #expect((0..<height).allSatisfy { y in (0..<width).allSatisfy { x in exact.pixel(x: x, y: y) == pixels[y * width + x] } })
        // Two colours: one bit a pixel; four levels of grey squeezed into two keep black and white.
        var grey: [UInt32] = [0x000000, 0x000000, 0x000000, 0x101010, 0xefefef, 0xffffff, 0xffffff, 0xffffff]
        #expect(pcsite_card_encode_png(&grey, 8, 1, 8, 2, &png, &length) == 0)
        let squeezed = try DecodedPNG(Array(UnsafeBufferPointer(start: png, count: length)))
        free(png)
        #expect(squeezed.bitDepth == 1)
        #expect((0..<8).map { squeezed.pixel(x: $0, y: 0) } == [0, 0, 0, 0, 0xffffff, 0xffffff, 0xffffff, 0xffffff])
    }

    @Test func ocrReadsTheContestsNameBackOffItsCard() throws {
        let painter = CardPainter(design: ShareCardDesign(ShareCardConfig()))
        for (name, language, words) in [("Wild Card Weekend Championship", "eng", ["Wild", "Card", "Weekend", "Championship"]),
                                        ("Coupe de l'Été Réunion", "fra", ["Coupe", "Été", "Réunion"]),
                                        ("Кубок чемпионов России", "rus", ["Кубок", "чемпионов", "России"])] {
            let card = CardText(siteTitle: "Sunday League", name: name, facts: "", invitation: nil, rightToLeft: false)
            let read = try OCR.read(try painter.png(card), language: language)
            for word in words { #expect(read.contains(word), "\(language): \(read)") }
        }
    }
}

/// A PNG decoded with zlib: chunks checked, IDAT inflated, palette indexes read back to colours.
struct DecodedPNG {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colourType: Int
    let palette: [UInt32]
    let rows: [[UInt8]]

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) else { throw Bad("signature") }
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var at = 8, header: [UInt8] = [], palette: [UInt32] = [], data: [UInt8] = [], types: [String] = []
        while at + 12 <= bytes.count {
            let length = u32(at)
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let body = Array(bytes[at + 8..<at + 8 + length])
            let crc = Array(bytes[at + 4..<at + 8 + length]).withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
            guard UInt32(crc) == UInt32(u32(at + 8 + length)) else { throw Bad("CRC of \(type)") }
            types.append(type)
            switch type {
            case "IHDR": header = body
            case "PLTE": palette = stride(from: 0, to: body.count, by: 3).map { UInt32(body[$0]) << 16 | UInt32(body[$0 + 1]) << 8 | UInt32(body[$0 + 2]) }
            case "IDAT": data += body
            default: break
            }
            at += 12 + length
        }
        // No time chunk, no text: the bytes depend on the pixels alone.
        guard types == ["IHDR", "PLTE", "IDAT", "IEND"] else { throw Bad("chunks \(types)") }
        width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        (bitDepth, colourType, self.palette) = (Int(header[8]), Int(header[9]), palette)
        let rowBytes = (width * bitDepth + 7) / 8 + 1
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        var rawLength = uLongf(raw.count)
        guard uncompress(&raw, &rawLength, data, uLong(data.count)) == Z_OK, Int(rawLength) == raw.count else {
            throw Bad("IDAT does not inflate to \(raw.count) bytes")
        }
        rows = (0..<height).map { Array(raw[$0 * rowBytes + 1..<($0 + 1) * rowBytes]) }
        guard (0..<height).allSatisfy({ raw[$0 * rowBytes] == 0 }) else { throw Bad("a row filter other than none") }
    }

    func pixel(x: Int, y: Int) -> UInt32 {
        let bit = x * bitDepth
        let index = Int(rows[y][bit / 8] >> (8 - bitDepth - bit % 8)) & ((1 << bitDepth) - 1)
        return palette[index]
    }

    struct Bad: Error, CustomStringConvertible {
        let description: String
        init(_ what: String) { description = "bad PNG: \(what)" }
    }
}

/// Debian's tesseract, run on a card written to a temporary file.
enum OCR {
    static func read(_ png: [UInt8], language: String) throws -> String {
        let folder = try temporaryFolder("card")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = URL(fileURLWithPath: "\(folder)/card.png")
        try Data(png).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tesseract", file.path, "-", "-l", language]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw DecodedPNG.Bad("tesseract exited \(process.terminationStatus)") }
        return String(decoding: text, as: UTF8.self)
    }
}
