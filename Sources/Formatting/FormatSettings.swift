/// The site-wide display settings (`locale` and `time_zone` from pcsite.yml).
public struct FormatSettings: Sendable, Equatable {
    /// ICU locale identifier, e.g. "en_US", "de_DE". Always passed explicitly: on Linux
    /// `Locale.current` is en_001 whatever LANG says.
    public var locale: String
    /// IANA time zone identifier; unknown identifiers fall back to UTC.
    public var timeZone: String

    public init(locale: String = "en_US", timeZone: String = "UTC") {
        self.locale = locale
        self.timeZone = timeZone
    }
}
