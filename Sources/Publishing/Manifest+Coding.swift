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
    fileprivate func encode(into writer: inout ByteWriter) {
        for text in [card.id, card.name, card.url, card.type, card.status, card.entries, card.fee, card.organizer,
                     card.updated, card.updatedDay, card.statusLabel, card.statusGroup.rawValue] {
            writer.string(text)
        }
        for text in [card.typeURL, card.standingsState, card.lockTime?.text, card.lockTime?.machine] {
            writer.optional(text)
        }
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
        let texts = try (0..<12).map { _ throws(ByteReader.Malformed) in try reader.string() }
        let optionals = try (0..<4).map { _ throws(ByteReader.Malformed) in try reader.optionalString() }
        guard let group = StatusGroup(rawValue: texts[11]) else { throw ByteReader.Malformed() }
        let lockTime = optionals[2].flatMap { text in optionals[3].map { TimeText(text: text, machine: $0) } }
        let isLive = try reader.int() != 0
        let updatedTime = Double(bitPattern: UInt64(UInt(bitPattern: try reader.int())))
        let card = ContestCard(id: texts[0], name: texts[1], url: texts[2], type: texts[3], typeURL: optionals[0],
                               status: texts[4], statusLabel: texts[10], statusGroup: group,
                               standingsState: optionals[1], entries: texts[5], fee: texts[6], lockTime: lockTime,
                               isLive: isLive, organizer: texts[7], updated: texts[8], updatedDay: texts[9],
                               updatedTime: updatedTime, standingsPageCount: try reader.int())
        let joinToken = try reader.optionalString()
        let digest = try reader.string()
        let signature = try reader.optionalString()
        let templates = try reader.optionalString()
        let location = try reader.optionalString()
        let problems = try (0..<reader.count()).map { _ throws(ByteReader.Malformed) in
            BuildProblem(source: try reader.string(), path: try reader.optionalString(), message: try reader.string())
        }
        let warnings = try (0..<reader.count()).map { _ throws(ByteReader.Malformed) in try reader.string() }
        let generatedAt = try (withGeneratedAt ? reader.optionalInt() : nil).map { Double(bitPattern: UInt64(UInt(bitPattern: $0))) }
        self.init(card: card, joinToken: joinToken, digest: digest, signature: signature, templates: templates,
                  location: location, problems: problems, warnings: warnings, generatedAt: generatedAt)
    }
}
