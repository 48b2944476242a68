public struct Pager: Sendable {
    public let current: Int
    public let total: Int
    public let firstURL: String?
    public let previousURL: String?
    public let nextURL: String?
    public let lastURL: String?
    public let pages: [PageLink]
    /// The pager's accessible name: "Standings pages", "Pages of this list".
    public let label: String
    /// "Page 2 of 5", in the site's words and numbers.
    public let text: String
}

extension Pager {
    /// Page `current` of `total`: first/previous/next/last links and the numbers within two of the current one.
    /// `text`: "Page 2 of 5", in the site's words and numbers.
    init(current: Int, total: Int, label: String, text: String, url: (Int) -> String) {
        let window = max(1, current - 2)...min(total, current + 2)
        self.init(current: current, total: total,
                  firstURL: current > 1 ? url(1) : nil, previousURL: current > 1 ? url(current - 1) : nil,
                  nextURL: current < total ? url(current + 1) : nil, lastURL: current < total ? url(total) : nil,
                  pages: window.map { PageLink(number: $0, url: url($0), isCurrent: $0 == current) }, label: label,
                  text: text)
    }
}
