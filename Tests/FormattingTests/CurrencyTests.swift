import Domain
import Formatting
import Testing

@Suite("Currency")
struct CurrencyTests {
    let site = SiteFormatter(settings: FormatSettings())

    @Test("minor units with ISO 4217 digits, en_US", arguments: [
        (Money(minorUnits: 100_000, currency: "USD"), "$1,000.00"),
        (Money(minorUnits: 500, currency: "USD"), "$5.00"),
        (Money(minorUnits: 7550, currency: "EUR"), "€75.50"),
        (Money(minorUnits: 500, currency: "JPY"), "¥500"),
        (Money(minorUnits: 500, currency: "BHD"), "BHD\u{A0}0.500"),
        (Money(minorUnits: 1_234_567, currency: "KWD"), "KWD\u{A0}1,234.567"),
        (Money(minorUnits: 0, currency: "USD"), "$0.00"),
        (Money(minorUnits: 1, currency: "USD"), "$0.01"),
        (Money(minorUnits: -1234, currency: "USD"), "-$12.34"),
        (Money(minorUnits: 1_000_000_000_000_000, currency: "USD"), "$10,000,000,000,000.00"),
        (Money(minorUnits: 999, currency: "usd"), "$9.99"),
    ])
    func enUS(money: Money, expected: String) {
        #expect(site.money(money) == expected)
    }

    @Test("symbol placement per locale", arguments: [
        ("de_DE", Money(minorUnits: 7550, currency: "EUR"), "75,50\u{A0}€"),
        ("de_DE", Money(minorUnits: 100_000, currency: "EUR"), "1.000,00\u{A0}€"),
        ("fr_FR", Money(minorUnits: 100_000, currency: "EUR"), "1\u{202F}000,00\u{A0}€"),
        ("ja_JP", Money(minorUnits: 500, currency: "JPY"), "¥500"),
        ("en_GB", Money(minorUnits: 500, currency: "GBP"), "£5.00"),
    ])
    func locales(locale: String, money: Money, expected: String) {
        let site = SiteFormatter(settings: FormatSettings(locale: locale))
        #expect(site.money(money) == expected)
    }

    @Test("fees and payout amounts")
    func feesAndPayouts() {
        #expect(site.fee(Money(minorUnits: 0, currency: "USD"), free: "Gratuit") == "Gratuit")
        #expect(site.fee(Money(minorUnits: 2500, currency: "USD"), free: "Gratuit") == "$25.00")
        #expect(site.payoutAmount(.minorUnits(5000), currency: "USD", toBeDecided: "TBD") == "$50.00")
        #expect(site.payoutAmount(.majorUnits(75.5), currency: "EUR", toBeDecided: "TBD") == "€75.50")
        #expect(site.payoutAmount(.majorUnits(1000), currency: "JPY", toBeDecided: "TBD") == "¥1,000")
        #expect(site.payoutAmount(.toBeDecided, currency: "USD", toBeDecided: "À définir") == "À définir")
    }

    @Test("currency cells: cents, major units and column currency", arguments: [
        (Column(id: "p", name: "P", kind: .currency), Cell.integer(100_000), "$1,000.00"),
        (Column(id: "p", name: "P", kind: .currency), .number(500_000), "$5,000.00"),
        (Column(id: "p", name: "P", kind: .currency), .number(12.5), "$0.12"),
        (Column(id: "p", name: "P", kind: .currency, valuesAreMajorUnits: true, hint: "major_units"), .number(1000), "$1,000.00"),
        (Column(id: "p", name: "P", kind: .currency, hint: "major_units"), .integer(75), "$75.00"),
        (Column(id: "p", name: "P", kind: .currency, hint: "major_units"), .number(75.505), "$75.50"),
        (Column(id: "p", name: "P", kind: .currency, currency: "EUR"), .integer(7550), "€75.50"),
        (Column(id: "p", name: "P", kind: .currency, currency: "JPY"), .integer(500), "¥500"),
        (Column(id: "p", name: "P", kind: .currency), .integer(-250), "-$2.50"),
    ])
    func cells(column: Column, cell: Cell, expected: String) {
        let formatted = site.cellFormatter(for: column, contestCurrency: "USD").format(cell)
        #expect(formatted == FormattedCell(text: expected))
    }

    @Test("wrong JSON types in a currency column are shown as given with a warning")
    func wrongTypes() {
        let formatter = site.cellFormatter(for: Column(id: "p", name: "P", kind: .currency), contestCurrency: "USD")
        let text = formatter.format(.text("$5"))
        #expect(text.text == "$5")
        #expect(text.warning == "expected a number, got string \"$5\"")
        #expect(formatter.format(.bool(false)).warning == "expected a number, got bool false")
        #expect(formatter.format(.other("[1,2]")).text == "[1,2]")
        #expect(formatter.format(.null).text == "—")
    }
}
