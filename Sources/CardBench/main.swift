import Domain
import Foundation
import ShareCards

// Times the share card: `swift run -c release CardBench [cards]` draws and encodes that many cards of varied names
// (Latin, Cyrillic, Arabic, CJK) on one thread and prints the CPU time per card and the bytes (BENCHMARKS.md).
let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2_000
let names = ["Wild Card Weekend Pick'em", "The Greater Metropolitan Area Championship Survivor Pool of the Season",
             "Кубок чемпионов России", "دوري أبطال العرب", "全国高校サッカー選手権 予想大会", "Coupe de l'Été — Réunion"]
let painter = CardPainter(design: ShareCardDesign(ShareCardConfig()))
func card(_ index: Int) -> CardText {
    CardText(siteTitle: "Sunday League", name: "\(names[index % names.count]) #\(index)",
             facts: "Type nfl · Entry fee $10.00 · Prize pool $\(index).00", invitation: index % 2 == 0 ? "Join this contest" : nil,
             rightToLeft: false)
}
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
// The first card loads the fonts: not counted.
_ = try painter.png(card(0))
var bytes = 0, largest = 0
let start = cpuSeconds()
for index in 0..<count {
    let png = try painter.png(card(index))
    bytes += png.count
    largest = max(largest, png.count)
}
let perCard = (cpuSeconds() - start) / Double(count) * 1000
print(String(format: "%d cards: %.3f ms of CPU a card, %d bytes on average, %d at most", count, perCard, bytes / count, largest))
