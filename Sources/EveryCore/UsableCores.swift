import CPlatform

/// The cores this process may use — its CPU affinity (taskset, a cpuset) capped by its cgroup's CPU quota — the
/// default for `--jobs`. Foundation's `activeProcessorCount` counts the machine's cores, so a build pinned to 4 of
/// 16 would run 16 threads on 4 cores, and read the cgroup's quota files on every call (1.5 % of a 10,000-contest
/// build): this reads them once a process.
public enum UsableCores {
    public static var detected: Int { Int(pcsite_usable_cores()) }
}
