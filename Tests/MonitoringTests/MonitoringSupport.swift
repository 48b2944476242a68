import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport

/// The real `pcsite` binary run in a test site, its stderr kept.
enum MonitoredRun {
    struct Result {
        var status: Int32
        var stderr: String
    }

    static func start(_ arguments: [String], in site: TestSite, stderr: FileHandle = .nullDevice) throws -> Process {
        _ = try PCSiteBinary.required()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PCSiteBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = site.root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        return process
    }

    static func pcsite(_ arguments: [String], in site: TestSite) throws -> Result {
        let pipe = Pipe()
        let process = try start(arguments, in: site, stderr: pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stderr: String(decoding: data, as: UTF8.self))
    }
}

/// The exposition format read by `prometheus_client`'s parser (PyPI), not by us.
enum PromParser {
    struct Family: Decodable {
        var type: String
        var help: String
        /// Each sample's labels as `name=value,…`, sorted.
        var labels: [String]
    }

    private static let script = """
    import json, sys
    from prometheus_client.parser import text_string_to_metric_families
    families, samples = {}, {}
    for family in text_string_to_metric_families(sys.stdin.read()):
        labels = []
        for sample in family.samples:
            text = ",".join(f"{k}={v}" for k, v in sorted(sample.labels.items()))
            labels.append(text)
            samples[sample.name + ("{" + text + "}" if text else "")] = sample.value
        families[family.name] = {"type": family.type, "help": family.documentation, "labels": sorted(labels)}
    print(json.dumps({"families": families, "samples": {k: (None if v != v else v) for k, v in samples.items()}}))
    """

    private struct Parsed: Decodable {
        var families: [String: Family]
        var samples: [String: Double?]
    }

    private static func parse(_ text: String) throws -> Parsed {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import prometheus_client.parser"]
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        guard check.terminationStatus == 0 else {
            throw MissingTool(what: "python3 module prometheus_client", install: "pip install prometheus-client")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let failure = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ParseFailed(message: String(decoding: failure, as: UTF8.self))
        }
        return try JSONDecoder().decode(Parsed.self, from: data)
    }

    static func families(_ text: String) throws -> [String: Family] { try parse(text).families }

    /// Sample name with its labels (`name{k=v,…}`) → value; NaN values are absent.
    static func samples(_ text: String) throws -> [String: Double] { try parse(text).samples.compactMapValues { $0 } }

    struct ParseFailed: Error, CustomStringConvertible {
        let message: String
        var description: String { "prometheus_client rejected the metrics: \(message)" }
    }
}

/// Debian's `prometheus-node-exporter` with only the textfile collector, on a free 127.0.0.1 port.
final class NodeExporter {
    static let binary = "/usr/bin/prometheus-node-exporter"
    let process: Process
    let port: Int

    private init(process: Process, port: Int) {
        self.process = process
        self.port = port
    }

    static func start(textfileDirectory: String) throws -> NodeExporter {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw MissingTool(what: binary, install: "apt-get install prometheus-node-exporter")
        }
        let port = try Loopback.freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--web.listen-address=127.0.0.1:\(port)", "--collector.disable-defaults",
                             "--collector.textfile", "--collector.textfile.directory=\(textfileDirectory)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return NodeExporter(process: process, port: port)
    }

    /// `/metrics`, retried while the exporter starts listening.
    func scrape() async throws -> String {
        let url = URL(string: "http://127.0.0.1:\(port)/metrics")!
        var lastError: (any Error)?
        for _ in 0..<100 {
            do {
                let (data, response) = try await URLSession.shared.data(from: url)
                if (response as? HTTPURLResponse)?.statusCode == 200 { return String(decoding: data, as: UTF8.self) }
            } catch {
                lastError = error
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw lastError ?? URLError(.cannotConnectToHost)
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
