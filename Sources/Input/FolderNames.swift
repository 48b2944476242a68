#if canImport(Glibc)
import Glibc
#endif

/// The names in an open folder, read as the kernel lists them (`.` and `..` and other names starting with a dot
/// left out): one `getdents` for many names, a `String` per name and nothing else, where Foundation's listing
/// makes a path and asks about every entry.
enum FolderNames {
    /// Names are read in batches of this many; each batch is handed on as soon as it is read.
    static let batch = 2_048

    /// nil with `errno` set when the folder cannot be read; `folder` stays open. `take` is given each batch of
    /// names as it is read, with the position of its first name.
    static func read(_ folder: Int32, handing take: (ArraySlice<String>, Int) -> Void = { _, _ in }) -> [String]? {
        let own = dup(folder)
        guard own >= 0 else { return nil }
        guard let stream = fdopendir(own) else {
            close(own)
            return nil
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while true {
            // readdir says "no more" and "failed" both with nil; only errno, cleared before each call, tells them apart.
            errno = 0
            guard let entry = readdir(stream) else { break }
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> String? in
                let bytes = raw.bindMemory(to: UInt8.self)
                guard bytes[0] != UInt8(ascii: ".") else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)]),
                              as: UTF8.self)
            }
            if let name {
                names.append(name)
                if names.count % batch == 0 { take(names[(names.count - batch)...], names.count - batch) }
            }
        }
        guard errno == 0 else { return nil }
        let handed = names.count - names.count % batch
        if handed < names.count { take(names[handed...], handed) }
        return names
    }
}
