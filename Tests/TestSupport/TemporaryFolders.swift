import Foundation
import Synchronization

/// A new empty folder `pcsite-<label>-<uuid>` under the system's temporary folder, or in /dev/shm (`inMemory`) where
/// there is room, removed when the test process exits if the test has not removed it: a run of the suite makes
/// about 75 sites (80 MB), and a test that fails before its own clean-up would leave its folder in /tmp.
public func temporaryFolder(_ label: String, inMemory: Bool = false) throws -> String {
    _ = TemporaryFolders.removedAtExit
    let memory = "/dev/shm"
    let parent = inMemory && TemporaryFolders.hasRoom(memory) ? memory
        : FileManager.default.temporaryDirectory.path
    let folder = "\(parent)/pcsite-\(label)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    TemporaryFolders.made.withLock { $0.append(folder) }
    return folder
}

private enum TemporaryFolders {
    static let made = Mutex<[String]>([])
    static let removedAtExit: Void = {
        atexit {
            for folder in TemporaryFolders.made.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: folder) }
        }
    }()

    /// Writable, with 2 GB free: a container's /dev/shm is often 64 MB.
    static func hasRoom(_ folder: String) -> Bool {
        var info = statvfs()
        return access(folder, W_OK) == 0 && statvfs(folder, &info) == 0
            && Int(info.f_bavail) * Int(info.f_frsize) >= 2 << 30
    }
}
