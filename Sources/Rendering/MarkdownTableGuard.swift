/// Decides whether a Markdown text is safe to hand to cmark-gfm's table extension. The packaged
/// libcmark-gfm (0.29.0.gfm.6) appends cells to linked lists in quadratic time and pads short rows to the
/// header's width, so a 100 KB description can take minutes or gigabytes (FUZZING.md). Newer releases cap
/// this themselves; here a document whose tables would be that large renders with tables off (pipes as text).
enum MarkdownTableGuard {
    /// More cells than this on one line is no table anyone reads.
    static let maxCellsPerLine = 512
    /// Upper bound on header width × rows over all tables in one document.
    static let maxTableCells = 100_000

    static func allowsTables(_ markdown: String) -> Bool {
        var estimatedCells = 0
        var tableColumns = 0
        var sawDelimiterRow = false
        var widestLine = 0
        for line in markdown.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var pipes = 0
            var isDelimiterRow = !line.isEmpty
            var hasDash = false
            var columns = 0
            var dashInCell = false
            var blank = true
            for byte in line {
                switch byte {
                case UInt8(ascii: "|"):
                    pipes += 1
                    if dashInCell { columns += 1 }
                    dashInCell = false
                    blank = false
                case UInt8(ascii: "-"):
                    hasDash = true
                    dashInCell = true
                    blank = false
                case UInt8(ascii: ":"):
                    blank = false
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    break
                default:
                    isDelimiterRow = false
                    blank = false
                }
            }
            widestLine = max(widestLine, pipes)
            if blank {
                tableColumns = 0
            } else if isDelimiterRow, hasDash {
                sawDelimiterRow = true
                tableColumns = max(1, columns + (dashInCell ? 1 : 0))
                estimatedCells += tableColumns * 2
            } else {
                estimatedCells += tableColumns
            }
            if estimatedCells > maxTableCells { return false }
        }
        return !sawDelimiterRow || widestLine <= maxCellsPerLine
    }
}
