import Domain
import OutputTree

/// A list of paths for a child (`rsync --files-from`, `rclone --files-from-raw`, the changed URLs), written a
/// megabyte at a time: a playoff-peak deploy sends every file, four million paths at a million contests.
enum PathListFile {
    static func write(to path: String, separator: UInt8, action: String,
                      _ produce: (_ add: (String) -> Void) -> Void) throws(Problem) {
        try AtomicFile.write(to: path, action: action) { emit in
            // Two closures handed down: the compiler cannot see that `produce` does not keep `add`.
            withoutActuallyEscaping(emit) { emit in
                var text: [UInt8] = []
                text.reserveCapacity(1 << 20 + 4_096)
                produce { line in
                    text += line.utf8
                    text.append(separator)
                    if text.count >= 1 << 20 {
                        emit(text)
                        text.removeAll(keepingCapacity: true)
                    }
                }
                emit(text)
            }
        }
    }
}
