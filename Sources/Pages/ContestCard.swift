import Domain

/// A contest's line on the lists, feed, sitemap and search.json; small enough to keep for every contest of a build.
/// Its texts are one buffer of UTF-8 behind their ends (a million cards as fifteen strings each took 270 bytes
/// inline, held in three places at the end of a build, and eight allocations more): a field read makes its string.
public struct ContestCard: Sendable, Equatable {
    private enum Field: Int, CaseIterable {
        case id, name, url, type, typeURL, status, statusLabel, standingsState, entries, fee, lockText, lockMachine,
             organizer, updated, updatedDay
    }

    /// Each field's end (four bytes, little-endian, from the end of this header), then the fields' UTF-8.
    private let texts: [UInt8]
    /// Which fields are present, a bit each (`typeURL`, `standingsState` and `lockTime` are optional).
    private let present: UInt16
    public let statusGroup: StatusGroup
    public let isLive: Bool
    /// Seconds since 1970, for ordering (text would misorder fractional seconds).
    public let updatedTime: Double
    public let standingsPageCount: Int

    public var id: String { text(.id) ?? "" }
    public var name: String { text(.name) ?? "" }
    public var url: String { text(.url) ?? "" }
    public var type: String { text(.type) ?? "" }
    /// The type's list page, when the type is a safe path segment (CONTRACT §4); others are listed only on the index.
    public var typeURL: String? { text(.typeURL) }
    public var status: String { text(.status) ?? "" }
    /// CONTRACT §6 wording ("Upcoming", "Open", …) and the `status/<group>/` list the contest belongs to.
    public var statusLabel: String { text(.statusLabel) ?? "" }
    /// "Final", "Provisional", …; nil when the standings are hidden or the contest was cancelled.
    public var standingsState: String? { text(.standingsState) }
    public var entries: String { text(.entries) ?? "" }
    public var fee: String { text(.fee) ?? "" }
    public var lockTime: TimeText? {
        guard let shown = text(.lockText), let machine = text(.lockMachine) else { return nil }
        return TimeText(text: shown, machine: machine)
    }
    public var organizer: String { text(.organizer) ?? "" }
    /// UTC RFC 3339, for the feed.
    public var updated: String { text(.updated) ?? "" }
    public var updatedDay: String { text(.updatedDay) ?? "" }

    public init(id: String, name: String, url: String, type: String, typeURL: String?, status: String,
                statusLabel: String, statusGroup: StatusGroup, standingsState: String?, entries: String, fee: String,
                lockTime: TimeText?, isLive: Bool, organizer: String, updated: String, updatedDay: String,
                updatedTime: Double, standingsPageCount: Int) {
        self.init(id: id.utf8, name: name.utf8, url: url.utf8, type: type.utf8, typeURL: typeURL?.utf8,
                  status: status.utf8, statusLabel: statusLabel.utf8, statusGroup: statusGroup,
                  standingsState: standingsState?.utf8, entries: entries.utf8, fee: fee.utf8,
                  lockTime: lockTime.map { ($0.text.utf8, $0.machine.utf8) }, isLive: isLive,
                  organizer: organizer.utf8, updated: updated.utf8, updatedDay: updatedDay.utf8,
                  updatedTime: updatedTime, standingsPageCount: standingsPageCount)
    }

    /// The same card from its texts' UTF-8 as a decoder's buffer holds them, without a string for each.
    public init(utf8 id: ArraySlice<UInt8>, name: ArraySlice<UInt8>, url: ArraySlice<UInt8>, type: ArraySlice<UInt8>,
                typeURL: ArraySlice<UInt8>?, status: ArraySlice<UInt8>, statusLabel: ArraySlice<UInt8>,
                statusGroup: StatusGroup, standingsState: ArraySlice<UInt8>?, entries: ArraySlice<UInt8>,
                fee: ArraySlice<UInt8>, lockTime: (text: ArraySlice<UInt8>, machine: ArraySlice<UInt8>)?, isLive: Bool,
                organizer: ArraySlice<UInt8>, updated: ArraySlice<UInt8>, updatedDay: ArraySlice<UInt8>,
                updatedTime: Double, standingsPageCount: Int) {
        self.init(id: id, name: name, url: url, type: type, typeURL: typeURL, status: status, statusLabel: statusLabel,
                  statusGroup: statusGroup, standingsState: standingsState, entries: entries, fee: fee,
                  lockTime: lockTime, isLive: isLive, organizer: organizer, updated: updated, updatedDay: updatedDay,
                  updatedTime: updatedTime, standingsPageCount: standingsPageCount)
    }

    private init<Text: Collection<UInt8>>(
        id: Text, name: Text, url: Text, type: Text, typeURL: Text?, status: Text, statusLabel: Text,
        statusGroup: StatusGroup, standingsState: Text?, entries: Text, fee: Text, lockTime: (text: Text, machine: Text)?,
        isLive: Bool, organizer: Text, updated: Text, updatedDay: Text, updatedTime: Double, standingsPageCount: Int
    ) {
        let header = Self.header
        var texts = [UInt8](repeating: 0, count: header)
        var length = id.count + name.count + url.count + type.count + status.count
        length += statusLabel.count + entries.count + fee.count + organizer.count
        length += updated.count + updatedDay.count + (typeURL?.count ?? 0)
        length += (standingsState?.count ?? 0) + (lockTime?.text.count ?? 0) + (lockTime?.machine.count ?? 0)
        texts.reserveCapacity(header + length)
        var present: UInt16 = 0
        func add(_ field: Field, _ text: Text?) {
            if let text {
                present |= 1 << field.rawValue
                texts.append(contentsOf: text)
            }
            withUnsafeBytes(of: UInt32(texts.count - header).littleEndian) { end in
                for byte in 0..<4 { texts[field.rawValue * 4 + byte] = end[byte] }
            }
        }
        add(.id, id)
        add(.name, name)
        add(.url, url)
        add(.type, type)
        add(.typeURL, typeURL)
        add(.status, status)
        add(.statusLabel, statusLabel)
        add(.standingsState, standingsState)
        add(.entries, entries)
        add(.fee, fee)
        add(.lockText, lockTime?.text)
        add(.lockMachine, lockTime?.machine)
        add(.organizer, organizer)
        add(.updated, updated)
        add(.updatedDay, updatedDay)
        self.texts = texts
        self.present = present
        self.statusGroup = statusGroup
        self.isLive = isLive
        self.updatedTime = updatedTime
        self.standingsPageCount = standingsPageCount
    }

    private static let header = Field.allCases.count * 4

    private func text(_ field: Field) -> String? {
        let index = field.rawValue
        guard present & (1 << index) != 0 else { return nil }
        return texts.withUnsafeBytes { bytes in
            func end(_ index: Int) -> Int { Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))) }
            let start = index == 0 ? 0 : end(index - 1)
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(Self.header + start)..<(Self.header + end(index))]),
                          as: UTF8.self)
        }
    }
}
