import Contracts
import Foundation

// Times JSONParser on the leaderboards of a corpus, one core, thread CPU time (best of 5 passes).
// Run: swift run -c release ParseBench /dev/shm/pcsite-bench/c1k/content [max files]
let arguments = CommandLine.arguments
let root = arguments.count > 1 ? arguments[1] : "content"
let limit = arguments.count > 2 ? Int(arguments[2]) ?? 2_000 : 2_000
let contests = "\(root)/contests"
let names = ((try? FileManager.default.contentsOfDirectory(atPath: contests)) ?? []).sorted().prefix(limit)
let documents: [[UInt8]] = names.compactMap { name in
    FileManager.default.contents(atPath: "\(contests)/\(name)/leaderboard.json").map { [UInt8]($0) }
}
let totalBytes = documents.reduce(0) { $0 + $1.count }
guard totalBytes > 0 else {
    print("no leaderboard.json under \(contests)")
    exit(1)
}

func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

var best = Double.infinity
var values = 0
for _ in 0..<5 {
    let start = threadCPUSeconds()
    values = 0
    for document in documents {
        if case .object(let root)? = try? JSONParser.parse(bytes: document), case .array(let rows)? = root["rows"] {
            values += rows.count
        }
    }
    best = min(best, threadCPUSeconds() - start)
}
print(String(format: "%d leaderboards, %.1f MB, %d rows: %.3f s, %.0f MB/s, %.2f M rows/s (one core)",
             documents.count, Double(totalBytes) / 1e6, values, best, Double(totalBytes) / 1e6 / best,
             Double(values) / 1e6 / best))
