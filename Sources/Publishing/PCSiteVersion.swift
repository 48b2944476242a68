/// The pcsite release, as `--version` and the report show it. Pages are keyed to `BinaryIdentity`, not to it.
public enum PCSiteVersion {
    public static let current = "0.1.0"
}
