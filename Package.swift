// swift-tools-version: 6.1
import PackageDescription

// One target per layer; the dependency arrows are the architecture (A → B: B depends on A;
// Domain, the values everything speaks, is below every target but Contracts; EveryCore, the one way to spread work
// over a run's threads, is below Contracts and every target that spreads work):
//   Contracts → Input → APISource
//   Formatting, Rendering, ShareCards → Pages;  Rendering → Scaffolding;  Rendering → OutputTree
//   Input, Pages, OutputTree → Publishing → Serving
//   OutputTree, Publishing (Manifest, PCSiteVersion) → Deploying
//   Input, APISource, Pages, Rendering, Publishing, OutputTree, Scaffolding, Serving, Deploying → pcsite (the CLI)
//   Publishing → Monitoring (metrics file, pings, stale_after) → pcsite
// The C modules (CPlatform, CPluralRules over CICU, CCmarkGFM, CQRencode, CShareCard over CPangoCairo, CFontconfig,
// CZlib) sit under the targets that call them.
// Rendering (templates, Markdown) never sees Contracts, so no template can reach a wire type.
// Linux only: the build swaps trees with renameat2(RENAME_EXCHANGE), reads its GNU build id with dl_iterate_phdr
// and calls Glibc directly, so no Apple platform is declared.
let package = Package(
    name: "pcsite",
    products: [
        .executable(name: "pcsite", targets: ["pcsite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // `pcsite serve`: a small HTTP/1.1 server on NIOHTTP1 (lighter than a web framework).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // One way to spread work over a run's threads (`Parallel`), below everything that does: the JSON parse included.
        .target(name: "EveryCore", dependencies: ["CPlatform"]),
        .target(name: "Contracts", dependencies: ["EveryCore"]),
        // The words of every language (CONTRACT §10) with CLDR plural rules from ICU; the tables' sources are the YAML
        // files in Domain/WordTables, embedded by scripts/embed-templates.sh.
        .target(name: "Domain", dependencies: ["CPluralRules"], exclude: ["WordTables"]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"])]),
        .target(name: "CPluralRules", dependencies: ["CICU"]),
        .target(name: "Input", dependencies: ["EveryCore", "Contracts", "Domain", "Yams"]),
        // The HTTP implementation of ContestSource lives apart so Input (and its tests) stay free of networking;
        // it produces the same raw documents as the disk layout and maps them with Input's ContestMapper.
        .target(name: "APISource", dependencies: [
            "Input", "Contracts", "Domain", "EveryCore", "CPlatform",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
        ]),
        .target(name: "Formatting", dependencies: ["Domain"]),
        // Times the cell formatters; `swift run -c release FormatBench` (see BENCHMARKS.md, "Other budgets").
        .executableTarget(name: "FormatBench", dependencies: ["Formatting", "Domain"]),
        // Times the JSON parser on a corpus's leaderboards; `swift run -c release ParseBench <content>`.
        .executableTarget(name: "ParseBench", dependencies: ["Contracts"]),
        // Times the share card's drawing and PNG encoding; `swift run -c release CardBench [cards]` (see BENCHMARKS.md).
        .executableTarget(name: "CardBench", dependencies: ["ShareCards", "Domain"]),
        // libFuzzer target over decode → map → render of one contest; `scripts/fuzz/fuzz.sh SECONDS` (see FUZZING.md).
        // Without the fuzzer flags it replays the files given as arguments.
        .executableTarget(name: "FuzzContest", dependencies: ["EveryCore", "Contracts", "Domain", "Input", "Formatting", "Pages", "Rendering"]),
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        // QR codes on join pages come from libqrencode, a real encoder (Debian libqrencode-dev).
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .target(name: "Rendering", dependencies: ["Domain", "CCmarkGFM", "CQRencode"]),
        // Share cards (CONTRACT §11): Pango lays the words out (HarfBuzz shaping, FriBidi, fontconfig's fallback
        // fonts), Cairo draws them, zlib deflates the palette PNG (Debian libpango1.0-dev, libcairo2-dev).
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CShareCard", dependencies: ["CPangoCairo", "CFontconfig", "CZlib"]),
        .target(name: "ShareCards", dependencies: ["Domain", "CShareCard"]),
        .target(name: "Pages", dependencies: ["EveryCore", "Domain", "Formatting", "Rendering", "ShareCards"]),
        .target(name: "CPlatform"),
        // The output tree that builds write and deploys read: staging and swap, the spare tree, the run lock,
        // the file list and build.json.
        .target(name: "OutputTree", dependencies: ["EveryCore", "Domain", "Rendering", "CPlatform"]),
        // What a build keeps beside the output for the next run and the next deploy: the manifest and its no-op
        // trailer, the entry store, the deploy record; each record's layout described once (docs/ARCHITECTURE.md).
        .target(name: "SiteState", dependencies: ["EveryCore", "Domain", "Pages", "OutputTree"]),
        .target(name: "Publishing", dependencies: ["EveryCore", "Domain", "Input", "Pages", "Rendering", "Formatting", "OutputTree",
                                                  "SiteState", "ShareCards", "CPlatform"]),
        // `pcsite init`: writes a starter site (config, sample content, editable default templates).
        .target(name: "Scaffolding", dependencies: ["Rendering"]),
        // `pcsite serve`: development server, change watcher, live reload; builds through Publishing.
        .target(name: "Serving", dependencies: [
            "Publishing", "Domain",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // `pcsite deploy`: the deploy plan from two file lists, one type per target kind (ssh, file, rclone).
        .target(name: "Deploying", dependencies: [
            "EveryCore", "OutputTree", "SiteState", "Publishing", "Pages", "Domain", "CPlatform",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOFoundationCompat", package: "swift-nio"),
        ]),
        // Metrics file, health pings and stale_after for runs from cron or a systemd timer (CONTRACT §8).
        .target(name: "Monitoring", dependencies: [
            "Publishing", "SiteState", "Deploying", "Domain", "CPlatform",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
        ]),
        .executableTarget(name: "pcsite", dependencies: [
            "EveryCore", "Publishing", "OutputTree", "Input", "Domain", "Pages", "Rendering", "APISource", "Scaffolding", "Serving", "Deploying",
            "Monitoring",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Fixtures hold JSONTestSuite (MIT, with its LICENSE), run case by case through JSONParser.
        .testTarget(name: "ContractsTests", dependencies: ["Contracts", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "EveryCoreTests", dependencies: ["EveryCore", "TestSupport"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
        .testTarget(name: "InputTests", dependencies: ["Input", "Domain", "Contracts", "TestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "FormattingTests", dependencies: [
            "Formatting", "Domain", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // Fixtures hold the Mustache spec's core modules (MIT, with its LICENSE), run through the template engine.
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Domain", "CQRencode", "TestSupport"], resources: [.copy("Fixtures")]),
        // The share card's layout, PNG and OCR (tesseract) with the Noto fonts setup.sh installs.
        .testTarget(name: "ShareCardsTests", dependencies: ["ShareCards", "CShareCard", "CZlib", "Domain", "TestSupport"]),
        .testTarget(name: "PagesTests", dependencies: ["Pages", "Rendering", "Domain", "Formatting", "TestSupport"]),
        .testTarget(name: "ScaffoldingTests", dependencies: ["Scaffolding", "Publishing", "Input", "Domain", "TestSupport"]),
        // Test helpers every test target may use: temporary folders removed at exit, an HTML tree parser for structural
        // page checks, throwaway sites (`TestSite`, the one way a test builds a site from disk; `StarterSite`), the
        // built `pcsite` binary, checks on a published tree, what a test needs of the machine (tools, root, a tmpfs).
        .target(name: "TestSupport", dependencies: ["Publishing", "Scaffolding", "Input", "Domain"], path: "Tests/TestSupport"),
        // An HTTP server on 127.0.0.1 with scripted replies (SwiftNIO), apart so that TestSupport needs no NIO.
        .target(name: "HTTPTestSupport", dependencies: [
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ], path: "Tests/HTTPTestSupport"),
        .testTarget(name: "SiteTests", dependencies: ["Publishing", "Input", "Domain", "Rendering", "TestSupport"]),
        .testTarget(name: "ServeTests", dependencies: ["Serving", "Scaffolding", "Publishing", "Input", "Domain", "TestSupport"]),
        .testTarget(name: "OutputTreeTests", dependencies: ["OutputTree", "EveryCore", "Publishing", "Input", "Domain", "Rendering", "TestSupport"]),
        .testTarget(name: "PublishingTests", dependencies: ["SiteState", "Publishing", "EveryCore", "OutputTree", "Input", "Domain", "Rendering", "TestSupport"]),
        // Abuse cases: hostile files, links, names and templates through the real disk source and build.
        .testTarget(name: "HostileInputTests", dependencies: ["Publishing", "Input", "Domain", "Rendering", "Contracts", "TestSupport"],
                    resources: [.copy("Fixtures")]),
        // Drives APISource against a real HTTP server on 127.0.0.1 (SwiftNIO) with scripted faults.
        .testTarget(name: "APITests", dependencies: ["SiteState", "APISource", "Publishing", "Input", "Domain", "Contracts", "TestSupport",
                                                    "HTTPTestSupport"]),
        // The metrics file's text, printed ping URLs and stale-standings lines; end to end through the real binary,
        // node_exporter, the prometheus_client parser and a ping server on 127.0.0.1.
        .testTarget(name: "MonitoringTests", dependencies: ["Monitoring", "Publishing", "Deploying", "Input", "OutputTree",
                                                            "TestSupport", "HTTPTestSupport"]),
        // The CLI's own decisions (terminal policy, progress line), through `@testable import pcsite`; the real binary
        // killed, signalled and racing for the lock.
        .testTarget(name: "pcsiteTests", dependencies: ["pcsite", "Publishing", "OutputTree", "TestSupport"]),
        // Deploys to a real sshd, nginx and moto S3 server on 127.0.0.1, started per test (Support/).
        .testTarget(name: "DeployTests", dependencies: ["SiteState", "Deploying", "OutputTree", "Publishing", "Input", "Domain", "TestSupport"]),
    ]
)

// Our own Swift targets, the tests included, build with no warning (CI holds it): a warning is an error here, never
// in the dependencies.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-warnings-as-errors"])]
}
