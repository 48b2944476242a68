import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Files beside the output (manifest, report) are replaced whole: written to a temporary name, then renamed over the old one, so a reader or the next run sees the old file or the new one, never half.
public enum AtomicFile {
    /// `injected` is the errno a test makes the write fail with (see `WriteFaults`).
    public static func write(_ bytes: [UInt8], to path: String, injected: Int32? = nil, action: String) throws(Problem) {
        try write(to: path, injected: injected, action: action) { emit in emit(bytes) }
    }

    /// Writes what `produce` hands to its `emit`, piece by piece, so that a big file is never held whole; the file
    /// appears at `path` only once every piece is written.
    public static func write(to path: String, injected: Int32? = nil, action: String,
                             streaming produce: (_ emit: ([UInt8]) -> Void) -> Void) throws(Problem) {
        let folder = (path as NSString).deletingLastPathComponent
        var code = folder.isEmpty ? 0 : FileCalls.makeFolders(folder)
        guard code == 0 else { throw .system(folder, code: code, action: action) }
        let temporary = "\(path).tmp-\(getpid())"
        code = injected ?? writeFlushed(produce, to: temporary)
        if code == 0, rename(temporary, path) != 0 { code = errno }
        guard code == 0 else {
            unlink(temporary)
            throw .system(path, code: code, action: action)
        }
    }

    /// Renames `from` over `to`; the errno on failure.
    public static func move(_ from: String, to: String, injected: Int32? = nil) -> Int32 {
        if let injected { return injected }
        return rename(from, to) == 0 ? 0 : errno
    }

    private static func writeFlushed(_ produce: (_ emit: ([UInt8]) -> Void) -> Void, to path: String) -> Int32 {
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        var code: Int32 = 0
        produce { piece in
            guard code == 0 else { return }
            code = writeAll(piece, to: descriptor)
        }
        // Network and quota-checking file systems may report a failed write only on close.
        if close(descriptor) != 0, code == 0 { code = errno }
        return code
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return count < 0 ? errno : EIO }
                offset += count
            }
            return 0
        }
    }
}
