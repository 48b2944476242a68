import Foundation

/// Files kept beside the output folder (never inside it): `<parent>/.pcsite/<output name>.<suffix>`.
public enum SideFiles {
    public static func path(forOutput output: String, suffix: String) -> String {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(".pcsite")
            .appendingPathComponent("\(url.lastPathComponent).\(suffix)").path
    }
}
