import Domain

/// The join page's actions (CONTRACT §6); each link is nil when its setting is absent.
public struct JoinModel: Sendable {
    /// The page's own absolute URL: shown to copy and encoded in the QR code.
    public let pageURL: String
    public let appURL: String?
    public let webURL: String?
    public let appStoreURL: String?
    public let playStoreURL: String?
    /// Inline SVG of a QR code for `pageURL`; nil only if the encoder failed.
    public let qrSVG: String?
}
