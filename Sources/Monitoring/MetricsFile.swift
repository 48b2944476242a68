import CPlatform
import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The metrics file: replaced whole (temporary file + rename) so node_exporter never reads half of it.
/// The temporary name does not end in `.prom`, so the textfile collector never picks it up.
public struct MetricsFile: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    var temporaryPath: String { "\(path).tmp-\(getpid())" }

    /// `pcsite_last_success_timestamp_seconds` of the file there now, kept when this run fails.
    public func previousSuccess() -> Double? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let prefix = "pcsite_last_success_timestamp_seconds "
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix(prefix) {
            if let value = Double(line.dropFirst(prefix.count)), value > 0 { return value }
        }
        return nil
    }

    public func write(_ metrics: RunMetrics) throws(Problem) {
        pcsite_disarm_exit_file()
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try Data(metrics.text.utf8).write(to: URL(fileURLWithPath: temporaryPath))
        } catch {
            unlink(temporaryPath)
            throw Problem(source: path, message: "cannot write the metrics file: \(Self.cause(error))")
        }
        if rename(temporaryPath, path) != 0 {
            let code = errno
            unlink(temporaryPath)
            throw Problem(source: path, message: "cannot write the metrics file: \(String(cString: strerror(code)))")
        }
    }

    /// Hands the C stop handler what to write if a signal ends the process before `write` runs.
    func armForSignals(_ interrupted: RunMetrics, _ terminated: RunMetrics) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        pcsite_arm_exit_file("\(path).tmp-\(getpid())-signal", path, interrupted.text, terminated.text)
    }

    private static func cause(_ error: any Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return error.localizedDescription
    }
}
