import Foundation
import Synchronization

/// The hours' texts of one date-and-time style, shared by every `HourPattern` of the process. Each worker keeps
/// its own hours (no lock on a hit); one it has not met is looked up here before Foundation formats it, so an hour
/// is formatted once per process, not once per worker: with a cache per worker alone, the same hours were
/// formatted again by every worker, and user time grew with `--jobs` (46 % more of it at 2 jobs than at 1,
/// 1,000 contests whose rows' times fall in different hours). Split over shards by hour, each behind its own lock.
final class SharedHours: Sendable {
    typealias Entry = HourPattern.Entry

    /// One per style for the life of the process (a handful: one per locale and time zone a build uses).
    static func forStyle(_ style: Date.FormatStyle) -> SharedHours {
        registry.withLock { registry in
            if let found = registry[style] { return found }
            let made = SharedHours()
            registry[style] = made
            return made
        }
    }

    private static let registry = Mutex<[Date.FormatStyle: SharedHours]>([:])

    private final class Shard: Sendable {
        let hours = Mutex(CappedCache<Int, Entry?>(capacity: SharedHours.shardCapacity))
    }

    private static let shardCount = 64
    /// Per shard: 65,536 hours (seven years) in all, a few megabytes at most.
    private static let shardCapacity = 1_024
    private let shards = (0..<SharedHours.shardCount).map { _ in Shard() }

    /// The hour's entry (nil: an hour that cannot be reused), made by `make` outside any lock when no one made it yet.
    func entry(_ hour: Int, make: () -> Entry?) -> Entry? {
        let shard = shards[Int(UInt(bitPattern: hour) % UInt(Self.shardCount))]
        if let found = shard.hours.withLock({ $0[hour] }) { return found }
        let made = make()
        shard.hours.withLock { $0.insert(made, for: hour) }
        return made
    }
}
