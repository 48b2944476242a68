import Domain
import Formatting
import Foundation

// Times CellFormatter.format per column type on one core (best of 7 passes, so a busy machine
// shows less). Run: swift run -c release FormatBench [cells] [locale]
let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 2_000_000 : 2_000_000
let locale = arguments.count > 2 ? arguments[2] : "en_US"
let site = SiteFormatter(settings: FormatSettings(locale: locale, timeZone: "America/New_York"))

var generator = SystemRandomNumberGenerator()
let ranks: [Cell] = (0..<count).map { .integer(Int64($0 % 5000 + 1)) }
let points: [Cell] = (0..<count).map { _ in .number(Double(Int.random(in: 0...2_000_000, using: &generator)) / 100) }
let cents: [Cell] = (0..<count).map { _ in .integer(Int64.random(in: 0...100_000_000, using: &generator)) }
let shares: [Cell] = (0..<count).map { _ in .number(Double.random(in: 0...1, using: &generator)) }
let names: [Cell] = (0..<count).map { .text("player\($0 % 1000)") }
let dateCount = min(count, 200_000)
let dates: [Cell] = (0..<dateCount).map { .text("2026-01-\(10 + $0 % 18)T\(10 + $0 % 12):15:00Z") }

/// This thread's CPU time: on a shared machine wall time also counts the time other processes had the core.
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

struct Case {
    let name: String
    let column: Column
    let cells: [Cell]
}

let cases = [
    Case(name: "ordinal", column: Column(id: "rank", name: "Rank", kind: .ordinal), cells: ranks),
    Case(name: "numeric", column: Column(id: "points", name: "Points", kind: .numeric), cells: points),
    Case(name: "numeric precision 1", column: Column(id: "p", name: "P", kind: .numeric, precision: 1), cells: points),
    Case(name: "currency (cents)", column: Column(id: "payout", name: "Payout", kind: .currency), cells: cents),
    Case(name: "percentage", column: Column(id: "pct", name: "Pct", kind: .percentage, precision: 1), cells: shares),
    Case(name: "string", column: Column(id: "name", name: "Name", kind: .string), cells: names),
    Case(name: "date", column: Column(id: "at", name: "At", kind: .date), cells: dates),
]

print("Cell formatting, locale \(locale), \(count) cells per type (dates: \(dateCount)), one thread")
var total = 0
for benchCase in cases {
    let formatter = site.cellFormatter(for: benchCase.column, contestCurrency: "USD")
    var best = Double.infinity
    var bestWall = Double.infinity
    for _ in 0..<7 {
        let start = ContinuousClock.now
        let cpuStart = threadCPUSeconds()
        for cell in benchCase.cells {
            total &+= formatter.format(cell).text.utf8.count
        }
        best = min(best, threadCPUSeconds() - cpuStart)
        let elapsed = ContinuousClock.now - start
        bestWall = min(bestWall, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    let cells = Double(benchCase.cells.count)
    let sample = formatter.format(benchCase.cells[1]).text
    print("\(benchCase.name.padding(toLength: 20, withPad: " ", startingAt: 0)) "
        + String(format: "%7.2f M cells/s CPU (%6.1f ns/cell)  %7.2f M cells/s wall", cells / best / 1e6,
                 best / cells * 1e9, cells / bestWall / 1e6) + "   e.g. \(sample)")
}
print("checksum \(total)")
