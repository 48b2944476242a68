import Domain
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A file without a name (`O_TMPFILE`) that a build keeps what it makes per contest or per file in, instead of
/// memory, until it is done: threads append to it at once without a lock, and a killed run leaves nothing
/// behind. It lives in the output's parent folder, on the disk that holds the site.
public final class ScratchFile: Sendable {
    private let file: Int32
    /// Where it is, for messages.
    public let folder: String
    private let end = Atomic(0)

    /// In `folder`, or in the temporary folder when `folder` cannot hold one (`pcsite check` of an output whose
    /// folder does not exist yet, a file system without `O_TMPFILE`).
    public init(in folder: String, for purpose: String) throws(Problem) {
        var code: Int32 = 0
        for place in [folder, NSTemporaryDirectory()] {
            // O_TMPFILE, which Glibc's module does not export: __O_TMPFILE | O_DIRECTORY on Linux.
            let opened = open(place, 0o20_000_000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o600)
            if opened >= 0 {
                (file, self.folder) = (opened, place)
                return
            }
            if code == 0 { code = errno }
        }
        throw .system(folder, code: code, action: "cannot make a temporary file for \(purpose)")
    }

    deinit {
        close(file)
    }

    /// How many bytes were appended.
    public var size: Int { end.load(ordering: .acquiring) }

    /// Appends `bytes` and says where they begin; the errno when they could not all be written.
    public func append(_ bytes: [UInt8]) -> (offset: Int, code: Int32) {
        let offset = end.add(bytes.count, ordering: .acquiringAndReleasing).oldValue
        var written = 0
        while written < bytes.count {
            let done = bytes.withUnsafeBytes { pwrite(file, $0.baseAddress! + written, $0.count - written, off_t(offset + written)) }
            if done < 0, errno == EINTR { continue }
            guard done > 0 else { return (offset, done < 0 ? errno : ENOSPC) }
            written += done
        }
        return (offset, 0)
    }

    /// `length` bytes from `offset`; nil when they cannot be read.
    public func read(at offset: Int, length: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: length)
        var read = 0
        while read < length {
            let done = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress! + read, $0.count - read, off_t(offset + read)) }
            if done < 0, errno == EINTR { continue }
            guard done > 0 else { return nil }
            read += done
        }
        return bytes
    }
}
