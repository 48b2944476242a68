#if canImport(Glibc)
import Glibc
#endif

/// A file held open for reading by `ByteReader`s. The published manifest is opened once a run (`Manifest.find`), its
/// header read then, and the no-op trailer, the plan's index and the file list are read through this descriptor,
/// never by path again (a rename, such as promoting the pending manifest, leaves it where it was).
package final class OpenFile: Sendable {
    /// Where it was opened, for messages.
    package let path: String
    package let descriptor: Int32
    package let size: Int

    /// Nil when there is no file at `path` or it cannot be read.
    package init?(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return nil
        }
        (self.path, self.descriptor, self.size) = (path, descriptor, Int(info.st_size))
    }

    deinit { close(descriptor) }

    /// Reads bytes `start` to `end` (the whole file by default), a window at a time.
    package func reader(from start: Int = 0, to end: Int? = nil) -> ByteReader {
        ByteReader(file: self, from: start, to: end ?? size)
    }
}
