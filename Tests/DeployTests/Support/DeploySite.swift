import Deploying
import Domain
import Foundation
import Input
import Publishing
import TestSupport

/// The repository's sample site built by the real build into a scratch folder, plus helpers to change it.
final class DeploySite: @unchecked Sendable {
    let scratch: Scratch
    private var site: TestSite { TestSite(root: URL(fileURLWithPath: scratch.path)) }

    init() throws {
        scratch = try Scratch("site")
        try FileManager.default.copyItem(atPath: TestSite.sampleContent, toPath: scratch.file("content"))
        try FileManager.default.copyItem(atPath: TestSite.sampleConfig, toPath: scratch.file("pcsite.yml"))
    }

    var output: String { site.output() }
    var content: String { site.content }

    func build() async throws -> BuildReport {
        let report = try await site.build()
        if report.exitStatus != 0 { throw ServerFailed(message: "build failed: \(report.summaryLine)") }
        return report
    }

    /// A content page of `kilobytes` of varied text (so rsync cannot compress it away): a big upload on demand.
    func addPage(_ name: String, kilobytes: Int, seed: Int = 1) throws {
        var text = "# \(name)\n\n"
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        while text.utf8.count < kilobytes * 1024 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            text += "Line \(state) \(String(state >> 11, radix: 36))\n\n"
        }
        try scratch.write("content/pages/\(name).md", text)
    }

    func removePage(_ name: String) throws {
        try FileManager.default.removeItem(atPath: scratch.file("content/pages/\(name).md"))
    }

    func request(_ target: String, ssh: String? = nil, configure: (inout DeployConfig) -> Void = { _ in }) -> DeployRequest {
        var config = DeployConfig()
        if let ssh { config.sshCommand = ssh }
        configure(&config)
        return DeployRequest(output: output, target: target, config: config)
    }

    /// Every file of the output with its bytes.
    func snapshot() -> [String: Data] { TestSupport.snapshot(output) }
}

/// The files of the release `<root>/current` points to.
func live(_ root: String) -> [String: Data] {
    snapshot(URL(fileURLWithPath: "\(root)/current").resolvingSymlinksInPath().path)
}
