/// One cell ready for a template: the text people read, plus what machines and the build report need.
public struct FormattedCell: Sendable, Equatable {
    /// What people read; "—" for null or missing values.
    public var text: String
    /// For date cells: an ISO 8601 value for `<time datetime="…">`; nil otherwise.
    public var machineValue: String?
    /// Set when the value had the wrong JSON type for its column and is shown as given.
    public var warning: String?

    public init(text: String, machineValue: String? = nil, warning: String? = nil) {
        self.text = text
        self.machineValue = machineValue
        self.warning = warning
    }

    /// The em dash shown for null and missing values.
    public static let absent = FormattedCell(text: "\u{2014}")
}
