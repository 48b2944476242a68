import Domain
import Foundation
import SiteState

/// A build that went live on the host but whose `<verify_url>/build.json` has not yet named it. Written before
/// the check and removed only when the check passes, so a failed (or interrupted) verification is never taken
/// for a live build: every later run checks again and exits 2 until the public sees the build.
struct UnverifiedMark: Equatable {
    var buildID: String
    /// The address checked, kept so the check goes on even if `deploy.verify_url` is changed meanwhile.
    var verifyURL: String

    static func path(forOutput output: String, target: TargetAddress) -> String {
        DeployedState.path(forOutput: output, target: target.name) + ".unverified"
    }

    static func load(forOutput output: String, target: TargetAddress) -> UnverifiedMark? {
        guard let lines = SideFile.lines(path(forOutput: output, target: target)) else { return nil }
        var pending = UnverifiedMark(buildID: "", verifyURL: "")
        for (key, value) in SideFile.fields(lines) {
            if key == "build" { pending.buildID = value }
            if key == "verify_url" { pending.verifyURL = value }
        }
        return pending.buildID.isEmpty || pending.verifyURL.isEmpty ? nil : pending
    }

    func save(forOutput output: String, target: TargetAddress) throws(Problem) {
        let text = """
            # Written by pcsite deploy: build \(buildID) is live on \(target.name), but \(verifyURL)/build.json
            # has not been seen to name it. Every deploy checks again (exit 2) until it does.
            build \(buildID)
            verify_url \(verifyURL)

            """
        try SideFile.write(Data(text.utf8), to: Self.path(forOutput: output, target: target),
                           action: "cannot record that the build awaits verification")
    }

    static func clear(forOutput output: String, target: TargetAddress) {
        unlink(path(forOutput: output, target: target))
    }
}
