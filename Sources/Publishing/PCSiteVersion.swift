import CPlatform

/// The pcsite release, as `--version`, the build report and the metrics file show it. Pages are keyed to
/// `BinaryIdentity`, not to it.
public enum PCSiteVersion {
    /// The release number; scripts/release/package.sh names the .deb and the tarball after it.
    public static let release = "0.1.0"
    /// The commit the binary was built from: scripts/release/package.sh compiles it in; a plain `swift build` has none.
    public static let commit: String? = {
        let text = String(cString: pcsite_build_commit())
        return text.isEmpty ? nil : text
    }()
    /// `0.1.0 (commit <id>)`: what `pcsite --version` prints, and what the report and the metrics file carry.
    public static let current = "\(release) (commit \(commit ?? "unknown"))"
}
