import Domain
import Foundation
import Pages
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The new manifest's entries as a build makes them, encoded into a nameless file beside the output and read back
/// when asked: by the manifest (its bytes, copied), the lists' key and the site pages (each card, as its page is
/// rendered). Held in memory, a million entries and their cards took about a kilobyte a contest from the render
/// to the end of the build; here a contest costs its place in the file. The file has no name (`O_TMPFILE`), so
/// a killed run leaves nothing behind, and workers append to it concurrently without a lock.
final class EntryStore: Sendable {
    /// Where one entry's bytes are.
    struct Slot: Sendable {
        let offset: Int
        let length: Int32
    }

    private let file: Int32
    /// Where the store is, for messages.
    private let place: String
    private let end = Atomic(0)
    /// The first write or read that failed; nothing may be published once one has (`checkHealthy`).
    private let failure = Mutex<Problem?>(nil)
    private let failed = Atomic(false)

    /// A store in the output's parent folder (on the disk that holds the site), or in the temporary folder when
    /// that cannot hold one (`pcsite check` of an output whose folder does not exist yet).
    init(nearOutput output: String) throws(Problem) {
        let parent = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().path
        var code: Int32 = 0
        for folder in [parent, NSTemporaryDirectory()] {
            // O_TMPFILE, which Glibc's module does not export: __O_TMPFILE | O_DIRECTORY on Linux.
            let opened = Glibc.open(folder, 0o20_000_000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o600)
            if opened >= 0 {
                (file, place) = (opened, folder)
                return
            }
            if code == 0 { code = errno }
        }
        throw .system(parent, code: code, action: "cannot make a temporary file for the manifest's entries")
    }

    deinit {
        close(file)
    }

    /// Appends the entry; a failed write is remembered and stops the build before the swap.
    func store(_ entry: Manifest.Entry) -> Slot {
        let bytes = entry.encoded()
        let offset = end.add(bytes.count, ordering: .relaxed).oldValue
        var written = 0
        while written < bytes.count {
            let done = bytes.withUnsafeBytes { pwrite(file, $0.baseAddress! + written, bytes.count - written, off_t(offset + written)) }
            if done < 0, errno == EINTR { continue }
            guard done > 0 else {
                fail(code: done < 0 ? errno : ENOSPC, action: "cannot store the manifest's entries")
                break
            }
            written += done
        }
        return Slot(offset: offset, length: Int32(bytes.count))
    }

    /// The entry's bytes as `store` encoded them.
    func bytes(_ slot: Slot) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: Int(slot.length))
        var read = 0
        while read < bytes.count {
            let done = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress! + read, $0.count - read, off_t(slot.offset + read)) }
            if done < 0, errno == EINTR { continue }
            guard done > 0 else {
                fail(code: done < 0 ? errno : EIO, action: "cannot read the manifest's entries back")
                return []
            }
            read += done
        }
        return bytes
    }

    func entry(_ slot: Slot) -> Manifest.Entry? {
        decoded(slot) { reader throws(ByteReader.Malformed) in try Manifest.Entry(from: &reader, withGeneratedAt: true) }
    }

    /// The entry's card alone (it comes first); an empty card once the store failed, which then stops the build.
    func card(_ slot: Slot) -> ContestCard {
        decoded(slot) { reader throws(ByteReader.Malformed) in try Manifest.Entry.card(from: &reader) } ?? Self.noCard
    }

    private func decoded<T>(_ slot: Slot, _ decode: (inout ByteReader) throws(ByteReader.Malformed) -> T) -> T? {
        var reader = ByteReader(bytes(slot))
        do {
            return try decode(&reader)
        } catch {
            fail(code: EIO, action: "cannot read the manifest's entries back")
            return nil
        }
    }

    private static let noCard = ContestCard(
        id: "", name: "", url: "", type: "", typeURL: nil, status: "", statusLabel: "", statusGroup: .other,
        standingsState: nil, entries: "", fee: "", lockTime: nil, isLive: false, organizer: "", updated: "",
        updatedDay: "", updatedTime: 0, standingsPageCount: 0)

    private func fail(code: Int32, action: String) {
        let problem = Problem.system(place, code: code, action: action)
        failure.withLock { first in
            if first == nil { first = problem }
        }
        failed.store(true, ordering: .releasing)
    }

    /// Throws the first failed write or read: the entries are incomplete, so nothing may be published.
    func checkHealthy() throws(Problem) {
        if failed.load(ordering: .acquiring), let failure = failure.withLock({ $0 }) { throw failure }
    }
}
