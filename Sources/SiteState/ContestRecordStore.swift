import Domain
import EveryCore
import Foundation
import OutputTree
import Pages
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The new manifest's entries as a build makes them, kept in a `ScratchFile` beside the output and read back when
/// asked: by the manifest (its bytes, copied), the lists' key and the site pages (each card, as its page is
/// rendered). Held in memory, a million entries and their cards took about a kilobyte a contest from the render
/// to the end of the build; here a contest costs its place in the file.
package final class ContestRecordStore: Sendable {
    /// Where one entry's bytes are.
    package struct Slot: Sendable {
        let offset: Int
        package let length: Int32
    }

    private let file: ScratchFile
    /// The first write or read that failed; nothing may be published once one has (`checkHealthy`).
    private let failure = FirstFailure<Problem>()

    package init(nearOutput output: String) throws(Problem) {
        let parent = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().path
        file = try ScratchFile(in: parent, for: "the manifest's entries")
    }

    /// Appends the entry; a failed write is remembered and stops the build before the swap.
    package func store(_ entry: Manifest.ContestRecord) -> Slot {
        let bytes = entry.encoded()
        let (offset, code) = file.append(bytes)
        if code != 0 { fail(code: code, action: "cannot store the manifest's entries") }
        return Slot(offset: offset, length: Int32(bytes.count))
    }

    /// The entry's bytes as `store` encoded them.
    package func bytes(_ slot: Slot) -> [UInt8] {
        guard let bytes = file.read(at: slot.offset, length: Int(slot.length)) else {
            fail(code: EIO, action: "cannot read the manifest's entries back")
            return []
        }
        return bytes
    }

    package func entry(_ slot: Slot) -> Manifest.ContestRecord? {
        decoded(slot) { record throws(ByteReader.Malformed) in try Manifest.ContestRecord(record) }
    }

    /// What follows the entry's card, the card's fields not made.
    package func tail(_ slot: Slot) -> Manifest.ContestRecord.Tail? {
        decoded(slot) { record in Manifest.ContestRecord.Tail(record) }
    }

    /// The entry's card alone (it comes first); an empty card once the store failed, which then stops the build.
    package func card(_ slot: Slot) -> ContestCard {
        decoded(slot) { record throws(ByteReader.Malformed) in try Manifest.ContestRecord.StoredCard(record).card } ?? Self.noCard
    }

    /// `decode` of the entry's fields, every field walked (`ContestRecordView`) but none made that `decode` does not ask for.
    private func decoded<T>(_ slot: Slot, _ decode: (ContestRecordView) throws(ByteReader.Malformed) -> T) -> T? {
        do {
            return try decode(try ContestRecordView(bytes(slot)[...]))
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
        failure.record(Problem.system(file.folder, code: code, action: action))
    }

    /// Throws the first failed write or read: the entries are incomplete, so nothing may be published.
    package func checkHealthy() throws(Problem) {
        try failure.check()
    }
}
