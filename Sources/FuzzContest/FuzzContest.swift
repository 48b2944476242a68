import Contracts
import Domain
import EveryCore
import Formatting
import Input
import Pages
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// One fuzz iteration: contract decoding, mapping and rendering of one contest, as a build does it.
/// The input is `contest.json`, then optionally a 0x00 byte and `leaderboard.json` (JSON never holds a raw NUL).
/// Built with `-sanitize=fuzzer` (and `-D FUZZING`, see scripts/fuzz/fuzz.sh) libFuzzer drives it; built normally
/// it is a harness that replays the files given as arguments, so a crash input can be rerun under a debugger.
enum FuzzContest {
    static let templateNames = PageKind.templateNames
    static let id = "fuzz"

    /// Built once: embedded defaults only. A failure here is a bug in the embedded set, not in the input.
    static let templates: TemplateStore? = try? TemplateStore.load(siteFolder: nil, required: templateNames)
    nonisolated(unsafe) static let formatter = SiteFormatter(settings: FormatSettings())
    static let config = SiteConfig(baseURL: "https://example.com", apiBase: "https://api.example.com", pageSize: 3,
                                   appScheme: "pc")

    static func run(_ input: [UInt8]) {
        let parts = input.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let contestBytes = Array(parts[0])
        let leaderboardBytes = parts.count > 1 ? Array(parts[1]) : nil
        let expected = expectedID(contestBytes) ?? id
        var mapper = ContestMapper(expectedID: expected, contestSource: "contest.json", leaderboardSource: "leaderboard.json", parallel: .serial)
        let reference = ContestReference(key: expected, location: "contests/\(expected)")
        guard case .loaded(let loaded) = mapper.map(reference: reference, contestBytes: contestBytes,
                                                    leaderboardBytes: leaderboardBytes) else { return }
        // The description doubles as a content page, so Markdown reaches page.html and the navigation too.
        let contentPage = ContentPageSource(name: "page", markdown: loaded.contest.description ?? "")
        let site = SitePageBuilder(config: config, contentPages: [contentPage])
        let pages = ContestPageBuilder(config: config, frame: site.frame, formatter: formatter, parallel: .serial)
            .build(loaded.contest, standings: loaded.standings)
        guard let templates else { abort() }
        let type = loaded.contest.type
        do {
            FuzzOracle.checkHTML(try templates.render(.contest, pages.contestPage, type: type).bytes)
            for (_, page) in pages.standingsPages.prefix(3) {
                FuzzOracle.checkHTML(try templates.render(.standings, page, type: type).bytes)
            }
            _ = try templates.render(.contestMarkdown, pages.markdownPage, type: type)
            if let (_, page) = pages.joinPage {
                FuzzOracle.checkHTML(try templates.render(.join, page, type: type).bytes)
            }
            for list in site.listPages([pages.card]) {
                FuzzOracle.checkHTML(try templates.render(.index, list.page).bytes)
            }
            FuzzOracle.checkHTML(try templates.render(.contentPage, site.contentPage(contentPage, markdown: MarkdownRenderer())).bytes)
            FuzzOracle.checkXML(try templates.render(.feed, site.feed([pages.card])).bytes)
            let sitemap = SitemapModel(urls: site.sitemapURLs([pages.card], lists: site.listPages([pages.card]), contentPages: [contentPage]))
            FuzzOracle.checkXML(try templates.render(.sitemap, sitemap).bytes)
        } catch {
            // The embedded templates are checked at load time; failing to render a valid contest is a bug.
            abort()
        }
    }

    /// The document's contest_id, so mapping gets past the folder check (the mapper does the real checking).
    static func expectedID(_ bytes: [UInt8]) -> String? {
        guard case .object(let object)? = try? JSONParser.parse(bytes), case .string(let id)? = object["contest_id"] else {
            return nil
        }
        return id
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzContest.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// libFuzzer's public entry point (`LLVMFuzzerRunDriver`, FuzzerInterface.h).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM links executables with `--defsym main=<Module>_main` (swiftlang/swift-package-manager#8731), so
/// libFuzzer's own `main` never gets linked; this is that `main`, handing over to the libFuzzer driver.
@_cdecl("FuzzContest_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return withUnsafeMutablePointer(to: &arguments) { arguments in
        arguments.withMemoryRebound(to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self, capacity: 1) {
            runFuzzerDriver(&count, $0, fuzzTestOneInput)
        }
    }
}
#else
@main
enum FuzzContestReplay {
    /// `FuzzContest FILE…`: runs each file through the same path as the fuzzer (e.g. a crash-… artefact).
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let file = fopen(path, "rb") else {
                print("\(path): cannot open")
                exit(2)
            }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            fclose(file)
            FuzzContest.run(bytes)
            print("\(path): ok")
        }
    }
}
#endif
