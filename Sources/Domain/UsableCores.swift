import CPlatform

/// The cores this process may use — its CPU affinity (taskset, a cpuset) capped by its cgroup's CPU quota — the
/// default for `--jobs` and for the work spread over every core. Foundation's `activeProcessorCount` counts the
/// machine's cores, so a build pinned to 4 of 16 would run 16 threads on 4 cores.
public enum UsableCores {
    /// Read once per process.
    public static let count = current()

    public static func current() -> Int { Int(pcsite_usable_cores()) }
}
