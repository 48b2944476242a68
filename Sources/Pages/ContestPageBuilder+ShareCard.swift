import Domain
import ShareCards

extension ContestPageBuilder {
    /// The contest's share card (CONTRACT §12): what it says, where it goes, and the tags that name it. Nothing on it
    /// changes during a game (no entry count, no standings), so its key — and its file — stay put while one is played.
    func shareCard(_ contest: Contest, design: ShareCardDesign) -> (image: ShareImage, drawing: ShareCardDrawing) {
        var facts = ["\(words["summary_type"]) \(contest.type)",
                     "\(words["summary_entry_fee"]) \(formatter.fee(contest.entryFee, free: words["free"]))"]
        if let pool = prizePool(contest) { facts.append("\(words["prize_pool"]) \(pool)") }
        let text = CardText(siteTitle: config.title, name: contest.name, facts: facts.joined(separator: " · "),
                            invitation: contest.isJoinOpen && contest.joinToken != nil ? words["join_this_contest"] : nil,
                            rightToLeft: words.isRightToLeft)
        let path = OutputPath.shareCard(contest.id, key: design.key(text))
        return (ShareImage(url: links.absolute(links.link(toFile: path)), alt: text.alt), ShareCardDrawing(path: path, text: text))
    }

    /// What the payout table pays in all, when every place's amount is known and in one currency; nil otherwise. The
    /// backend sends no prize pool of its own, so this is the one sum the site shows, and only of amounts it was sent.
    private func prizePool(_ contest: Contest) -> String? {
        guard contest.status != .cancelled, let currency = contest.payoutTiers.first?.currency,
              contest.payoutTiers.allSatisfy({ $0.currency == currency && $0.rankMax >= $0.rankMin }) else { return nil }
        var total: Int64 = 0
        for tier in contest.payoutTiers {
            guard case .minorUnits(let units) = tier.amount, units >= 0 else { return nil }
            let (places, overflow) = (Int64(tier.rankMax) - Int64(tier.rankMin) + 1).multipliedReportingOverflow(by: units)
            guard !overflow else { return nil }
            let (sum, overflowed) = total.addingReportingOverflow(places)
            guard !overflowed else { return nil }
            total = sum
        }
        return total > 0 ? formatter.money(Money(minorUnits: total, currency: currency)) : nil
    }

    /// The Smart App Banner on a join page: the App Store app, opened at this join link once installed.
    func appBanner(joinURL: String) -> String? {
        config.apps.appStoreID.map { "app-id=\($0), app-argument=\(joinURL)" }
    }
}
