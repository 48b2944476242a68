import Foundation
import Rendering

/// Why `pcsite init` wrote nothing (or stopped part-way); the description is the line the user reads.
public enum ScaffoldError: Error, Sendable, Equatable, CustomStringConvertible {
    case wouldOverwrite(folder: String, files: [String])
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .wouldOverwrite(folder, files):
            let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
            return "\(folder): \(files.count) file(s) already exist (\(shown)); nothing written, use --force to overwrite"
        case let .cannotWrite(path, reason):
            return "\(path): cannot write: \(reason)"
        }
    }
}
