import Domain
import Foundation
import OutputTree
import SiteState

/// A site in several languages (CONTRACT §11): each language after the first is built first, as a site of its own
/// beside the output (`languageOutput`), while this run holds the output's lock; its published tree is then linked
/// into this run's under `/<language>/`, and goes live with it in the one swap. A language that did not change
/// leaves its tree, and so this run's no-op trailer, as it was.
extension BuildRun {
    /// One other language's published tree, and what identifies it (its build.json).
    struct LanguageTree {
        let folder: String
        let output: String
        let stamp: String
    }

    /// `<parent>/.pcsite/<output name>.language-<language>`: beside the output, never inside it.
    static func languageOutput(_ output: String, language: String) -> String {
        SideFiles.path(forOutput: output, suffix: "language-\(language)")
    }

    /// Part of load: every other language's build. One that fails publishes nothing of its own, and its last good
    /// tree is linked instead; the failure is this run's problem.
    mutating func buildOtherLanguages() async -> [LanguageTree] {
        // A language's own build knows the others (its pages link to them) but builds none of them.
        guard request.config.editionFolder == nil else { return [] }
        var trees: [LanguageTree] = []
        for edition in request.config.editions.dropFirst() {
            var own = request
            own.config = request.config.forEdition(edition)
            own.outputFolder = Self.languageOutput(request.outputFolder, language: edition.language)
            (own.reportPath, own.progress) = (nil, nil)
            let built = await SiteBuild.run(own)
            if let failure = built.fatal ?? built.busy {
                report.problems.append(Problem(source: "languages: \(edition.language)", message: failure.description))
            }
            let stamp = FileManager.default.contents(atPath: "\(own.outputFolder)/\(SiteFileList.stampName)")
                .map { data -> String in
                    var digest = ContentDigest()
                    digest.combine([UInt8](data))
                    return digest.hex
                } ?? ""
            trees.append(LanguageTree(folder: edition.language, output: own.outputFolder, stamp: stamp))
        }
        return trees
    }

    /// What the no-op trailer records of the other languages: their trees' identities.
    static func stamps(_ trees: [LanguageTree]) -> String {
        trees.map { "\($0.folder) \($0.stamp)" }.joined(separator: "\n")
    }

    /// Part of write: each other language's published tree, linked under its folder.
    func linkOtherLanguages(_ trees: [LanguageTree], into staging: OutputStaging) throws(Problem) {
        for tree in trees {
            guard let found = Manifest.find(forOutput: tree.output, repair: false),
                  let published = PublishedManifest.open(found, on: staging.parallel) else { continue }
            try staging.linkTree(tree.output, as: tree.folder, files: published.files)
        }
    }
}
