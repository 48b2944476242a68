/// pcsite.yml's `api:` mapping: how far pcsite trusts the versions the contest list carries (CONTRACT §1.3).
public struct APIConfig: Sendable, Equatable {
    /// Every held contest is revalidated with a conditional request at least this often, whatever its versions say.
    public var revalidateAfter: Duration

    public static let defaultRevalidateAfter = Duration.seconds(3600)

    public init(revalidateAfter: Duration = APIConfig.defaultRevalidateAfter) {
        self.revalidateAfter = revalidateAfter
    }
}
