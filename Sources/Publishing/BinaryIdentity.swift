import CPlatform
import Domain
import Foundation

/// Which pcsite rendered a page. A new pcsite may format or lay out pages differently even when its version
/// string did not change, so the incremental key holds the running executable's identity, not the string:
/// its GNU build id (a hash the linker stores in the binary, read from memory), or when it has none, a digest
/// of the executable file, computed once per run.
public enum BinaryIdentity {
    public static let current: String = buildID() ?? executableDigest() ?? "version \(PCSiteVersion.current)"

    private static func buildID() -> String? {
        var bytes = [UInt8](repeating: 0, count: 64)
        let length = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { pcsite_executable_build_id($0, UInt(buffer.count)) } ?? 0
        }
        guard length > 0 else { return nil }
        return "build-id " + bytes.prefix(length).map { String(format: "%02x", $0) }.joined()
    }

    private static func executableDigest() -> String? {
        guard let data = FileManager.default.contents(atPath: "/proc/self/exe") else { return nil }
        var digest = ContentDigest()
        data.withUnsafeBytes { digest.combine($0) }
        return "executable \(data.count) \(digest.hex)"
    }
}
