import Domain
import OutputTree
import Pages

/// The manifest's file format: length-prefixed fields in a fixed order behind a magic line. A 10,000-contest
/// manifest is read and written every run; Foundation's JSON coders spent ~0.25 s of a no-op build on it.
/// Anything unreadable (old format, truncated file) decodes to nil, and the next build simply renders everything.
extension Manifest {
    static let magic = Array("pcsite-manifest 7\n".utf8)
    /// Version 6 had no `generatedAt`; it still loads (those entries compare by `updated_at` alone until rebuilt).
    static let previousMagic = Array("pcsite-manifest 6\n".utf8)

    func encoded() -> [UInt8] {
        var writer = ByteWriter(magic: Self.magic)
        writer.optional(version)
        writer.optional(site)
        writer.optional(sitePages)
        writer.optional(outputInode.map { Int(bitPattern: UInt($0)) })
        writer.int(contests.count)
        for id in contests.keys.sorted() {
            guard let entry = contests[id] else { continue }
            writer.string(id)
            entry.encode(into: &writer)
        }
        writer.optional(files.map(\.count))
        // In dictionary order: sorting 27,000 paths would cost more than the rest of this list.
        for (path, entry) in files ?? [:] {
            writer.string(path)
            writer.int(entry.size)
            writer.int(Int(bitPattern: UInt(entry.value)))
        }
        return writer.bytes
    }

    static func decoded(_ bytes: [UInt8], withFiles: Bool = true) -> Manifest? {
        var reader = ByteReader(bytes)
        let current = reader.expect(magic)
        guard current || reader.expect(previousMagic) else { return nil }
        do {
            var manifest = Manifest()
            manifest.version = try reader.optionalString()
            manifest.site = try reader.optionalString()
            manifest.sitePages = try reader.optionalString()
            manifest.outputInode = try reader.optionalInt().map { UInt64(UInt(bitPattern: $0)) }
            let count = try reader.count()
            manifest.contests.reserveCapacity(count)
            for _ in 0..<count {
                let id = try reader.string()
                manifest.contests[id] = try Entry(from: &reader, withGeneratedAt: current)
            }
            if withFiles, let fileCount = try reader.optionalInt() {
                guard fileCount >= 0 else { return nil }
                var files: [String: SiteFileList.Entry] = [:]
                files.reserveCapacity(fileCount)
                for _ in 0..<fileCount {
                    let path = try reader.string()
                    let size = try reader.int()
                    files[path] = SiteFileList.Entry(size: size, value: UInt64(UInt(bitPattern: try reader.int())))
                }
                manifest.files = files
            }
            return reader.isAtEnd || !withFiles ? manifest : nil
        } catch {
            return nil
        }
    }
}

extension Manifest.Entry {
    /// The card's fields in a fixed order, each named where it is read back (`init(from:)`): strings, then optionals.
    fileprivate func encode(into writer: inout ByteWriter) {
        writer.string(card.id)
        writer.string(card.name)
        writer.string(card.url)
        writer.string(card.type)
        writer.string(card.status)
        writer.string(card.entries)
        writer.string(card.fee)
        writer.string(card.organizer)
        writer.string(card.updated)
        writer.string(card.updatedDay)
        writer.string(card.statusLabel)
        writer.string(card.statusGroup.rawValue)
        writer.optional(card.typeURL)
        writer.optional(card.standingsState)
        writer.optional(card.lockTime?.text)
        writer.optional(card.lockTime?.machine)
        writer.int(card.isLive ? 1 : 0)
        writer.int(Int(bitPattern: UInt(card.updatedTime.bitPattern)))
        writer.int(card.standingsPageCount)
        writer.optional(joinToken)
        writer.string(digest)
        writer.optional(signature)
        writer.optional(templates)
        writer.optional(location)
        writer.int(problems?.count ?? 0)
        for problem in problems ?? [] {
            writer.string(problem.source)
            writer.optional(problem.path)
            writer.string(problem.message)
        }
        writer.int(warnings?.count ?? 0)
        for warning in warnings ?? [] { writer.string(warning) }
        writer.optional(generatedAt.map { Int(bitPattern: UInt($0.bitPattern)) })
    }

    fileprivate init(from reader: inout ByteReader, withGeneratedAt: Bool) throws(ByteReader.Malformed) {
        let id = try reader.string()
        let name = try reader.string()
        let url = try reader.string()
        let type = try reader.string()
        let status = try reader.string()
        let entries = try reader.string()
        let fee = try reader.string()
        let organizer = try reader.string()
        let updated = try reader.string()
        let updatedDay = try reader.string()
        let statusLabel = try reader.string()
        guard let statusGroup = StatusGroup(rawValue: try reader.string()) else { throw ByteReader.Malformed() }
        let typeURL = try reader.optionalString()
        let standingsState = try reader.optionalString()
        let lockText = try reader.optionalString()
        let lockMachine = try reader.optionalString()
        let lockTime = lockText.flatMap { text in lockMachine.map { TimeText(text: text, machine: $0) } }
        let isLive = try reader.int() != 0
        let updatedTime = Double(bitPattern: UInt64(UInt(bitPattern: try reader.int())))
        let card = ContestCard(id: id, name: name, url: url, type: type, typeURL: typeURL,
                               status: status, statusLabel: statusLabel, statusGroup: statusGroup,
                               standingsState: standingsState, entries: entries, fee: fee, lockTime: lockTime,
                               isLive: isLive, organizer: organizer, updated: updated, updatedDay: updatedDay,
                               updatedTime: updatedTime, standingsPageCount: try reader.int())
        let joinToken = try reader.optionalString()
        let digest = try reader.string()
        let signature = try reader.optionalString()
        let templates = try reader.optionalString()
        let location = try reader.optionalString()
        let problems = try (0..<reader.count()).map { _ throws(ByteReader.Malformed) in
            Problem(source: try reader.string(), path: try reader.optionalString(), message: try reader.string())
        }
        let warnings = try (0..<reader.count()).map { _ throws(ByteReader.Malformed) in try reader.string() }
        let generatedAt = try (withGeneratedAt ? reader.optionalInt() : nil).map { Double(bitPattern: UInt64(UInt(bitPattern: $0))) }
        self.init(card: card, joinToken: joinToken, digest: digest, signature: signature, templates: templates,
                  location: location, problems: problems, warnings: warnings, generatedAt: generatedAt)
    }
}
