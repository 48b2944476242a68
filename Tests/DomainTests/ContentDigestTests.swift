import Testing
import Domain

/// A file rendered in chunks must get the digest its bytes get when read back in one piece (`SiteFileList.scan`):
/// `build.json` and deploy compare the two.
@Suite struct ContentDigestTests {
    @Test(arguments: [0, 1, 7, 8, 9, 63, 64, 1000, 4099])
    func chunksDigestAsTheirBytesJoined(length: Int) {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(length + 1)
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: next()) }
        var whole = ContentDigest()
        whole.combine(bytes)
        for _ in 0..<20 {
            var cuts = (0..<Int(next() % 5)).map { _ in length == 0 ? 0 : Int(next() % UInt64(length + 1)) }.sorted()
            cuts = [0] + cuts + [length]
            let parts = zip(cuts, cuts.dropFirst()).map { Array(bytes[$0..<$1]) }
            var joined = ContentDigest()
            joined.combine(joined: parts)
            #expect(joined.value == whole.value, "cuts \(cuts)")
        }
        var other = ContentDigest()
        other.combine(joined: [bytes + [0]])
        #expect(other.value != whole.value)
    }
}
