import Domain
import OutputTree

/// A list of paths for a child (`rsync --files-from`, `rclone --files-from-raw`, the changed URLs), written a
/// megabyte at a time: a playoff-peak deploy sends every file, four million paths at a million contests.
enum PathListFile {
    static func write(to path: String, separator: UInt8, action: String,
                      _ produce: (_ add: (String) -> Void) -> Void) throws(Problem) {
        try AtomicFile.write(to: path, action: action) { text in
            produce { line in
                text.append(line)
                text.append(separator)
            }
        }
    }
}
