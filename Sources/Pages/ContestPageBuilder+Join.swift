import Domain
import Rendering

extension ContestPageBuilder {
    /// The join landing page (CONTRACT §6): whether joining is open and, only then, the ways to join. The QR
    /// code is encoded here, so only contests with a join page pay for it.
    func joinPage(_ contest: Contest, token: String, summary: String, image: ShareImage?,
                  base: ContestModel) -> HTMLPage<ContestModel> {
        let url = links.absolute(links.join(token))
        let title = contest.isJoinOpen ? words.text("join_title", ["contest": contest.name]) : contest.name
        var content = base
        if contest.isJoinOpen {
            content.join = JoinModel(
                pageURL: url, appURL: links.appJoin(token),
                webURL: config.joinURL.map { $0.replacingOccurrences(of: "{token}", with: token) },
                appStoreURL: config.appStoreURL, playStoreURL: config.playStoreURL,
                qrSVG: QRCodeSVG.svg(for: url, label: words.text("qr_label", ["url": url])))
        }
        var page = HTMLPage(frame: frame, title: title, summary: summary, canonicalURL: url, noindex: true,
                            share: ShareCard(title: title, description: summary, url: url, image: image), content: content)
        page.alternateJSON = links.joinEndpoint(token)
        page.appBanner = appBanner(joinURL: url)
        return page
    }
}
