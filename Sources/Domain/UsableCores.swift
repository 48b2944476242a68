import CPlatform

/// The cores this process may use — its CPU affinity (taskset, a cpuset) capped by its cgroup's CPU quota — the
/// default for `--jobs`. Foundation's `activeProcessorCount` counts the machine's cores, so a build pinned to 4 of
/// 16 would run 16 threads on 4 cores.
public enum UsableCores {
    /// Read once per process.
    public static var detected: Int { Int(pcsite_usable_cores()) }

    /// The threads the work spread over every core runs on (`Lanes`, the sweep, a big table's rows, a big
    /// document's parse): `detected`, or fewer once a run asked for fewer (`limit(to:)`), so that `--jobs 2` on a
    /// shared 16-core host keeps to two threads of work, not only to two contests at once.
    public static var count: Int { Int(pcsite_work_threads()) }

    /// Caps `count` for the rest of the process; nil lifts the cap.
    public static func limit(to threads: Int?) {
        pcsite_limit_work_threads(Int32(clamping: threads ?? 0))
    }
}
