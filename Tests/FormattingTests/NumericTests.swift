import Domain
import Formatting
import Testing

@Suite("Numeric and percentage cells")
struct NumericTests {
    let site = SiteFormatter(settings: FormatSettings())

    private func format(_ cell: Cell, _ kind: ColumnKind, precision: Int? = nil) -> FormattedCell {
        site.cellFormatter(for: Column(id: "c", name: "C", kind: kind, precision: precision), contestCurrency: "USD")
            .format(cell)
    }

    @Test("numeric: as given up to 2 decimals, or `precision` decimals, with grouping", arguments: [
        (Cell.number(143.5), nil as Int?, "143.5"), (.number(143.456), nil, "143.46"), (.number(143), nil, "143"),
        (.integer(1_234_567), nil, "1,234,567"), (.number(1.5), 2, "1.50"), (.integer(7), 1, "7.0"),
        (.number(2.25), 1, "2.2"), (.number(2.35), 1, "2.4"), (.number(-1234.5), 0, "-1,234"),
        (.number(0), nil, "0"), (.number(-0.0), nil, "0"), (.number(-0.001), nil, "0"), (.number(-0.004), 2, "0.00"),
        (.integer(1_000_000_000_000_000), nil, "1,000,000,000,000,000"), (.number(1e15), nil, "1,000,000,000,000,000"),
        (.integer(Int64.min), nil, "-9,223,372,036,854,775,808"), (.number(0.1 + 0.2), nil, "0.3"),
    ])
    func numeric(cell: Cell, precision: Int?, expected: String) {
        #expect(format(cell, .numeric, precision: precision) == FormattedCell(text: expected))
    }

    @Test("percentage: fraction × 100, `precision` decimals, default 0", arguments: [
        (Cell.number(0.85), nil as Int?, "85%"), (.number(0.8567), 1, "85.7%"), (.number(0.8567), nil, "86%"),
        (.integer(1), nil, "100%"), (.integer(0), nil, "0%"), (.number(-0.5), nil, "-50%"), (.number(0.5), 2, "50.00%"),
        (.number(12.345), nil, "1,234%"), (.number(-0.0001), nil, "0%"), (.number(0.125), nil, "12%"),
    ])
    func percentage(cell: Cell, precision: Int?, expected: String) {
        #expect(format(cell, .percentage, precision: precision) == FormattedCell(text: expected))
    }

    @Test("NaN, infinities and wrong JSON types are shown as given with a warning", arguments: [
        (Cell.number(.nan), "NaN", "expected a finite number, got NaN"),
        (.number(.infinity), "∞", "expected a finite number, got ∞"),
        (.number(-.infinity), "-∞", "expected a finite number, got -∞"),
        (.text("abc"), "abc", "expected a number, got string \"abc\""),
        (.text(""), "—", "expected a number, got empty string"),
        (.bool(true), "true", "expected a number, got bool true"),
        (.other("{\"a\":1}"), "{\"a\":1}", "expected a number, got JSON {\"a\":1}"),
    ])
    func wrongTypes(cell: Cell, text: String, warning: String) {
        for kind in [ColumnKind.numeric, .percentage] {
            #expect(format(cell, kind) == FormattedCell(text: text, warning: warning))
        }
    }

    @Test("null and missing read as an em dash in every column type", arguments: [
        ColumnKind.ordinal, .string, .numeric, .currency, .percentage, .date, .other("sparkline"),
    ])
    func absent(kind: ColumnKind) {
        #expect(format(.null, kind) == FormattedCell(text: "\u{2014}"))
        #expect(format(.missing, kind) == FormattedCell(text: "\u{2014}"))
    }

    @Test("payout shares in percent and grouped integers")
    func siteHelpers() {
        #expect(site.percent(50) == "50%")
        #expect(site.percent(12.5) == "12.5%")
        #expect(site.percent(33.333) == "33.33%")
        #expect(site.integer(1234) == "1,234")
        #expect(site.integer(-1_000_000) == "-1,000,000")
        #expect(SiteFormatter(settings: FormatSettings(locale: "de_DE")).integer(1234) == "1.234")
    }

    @Test("string and unknown column types show the value as given", arguments: [
        (ColumnKind.string, Cell.text("ana"), "ana", false), (.string, .text(""), "", false),
        (.string, .integer(42), "42", false), (.string, .number(143.5), "143.5", false),
        (.string, .bool(false), "false", false), (.string, .other("[1]"), "[1]", true),
        (.other("sparkline"), .text("▁▂▃"), "▁▂▃", false), (.other("x"), .integer(5), "5", false),
    ])
    func strings(kind: ColumnKind, cell: Cell, text: String, warns: Bool) {
        let formatted = format(cell, kind)
        #expect(formatted.text == text)
        #expect((formatted.warning != nil) == warns)
    }
}
