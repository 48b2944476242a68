import Domain
import Foundation
@testable import Rendering
import Testing

@Suite("TemplateStore: fallback templates/<type>/ → templates/default/ → embedded")
struct TemplateStoreFallbackTests {
    @Test("without a templates folder the embedded set renders every required template")
    func embeddedOnly() throws {
        let store = try TemplateStore.load(siteFolder: nil, required: requiredTemplates)
        let page = try store.renderText("404.html", frame)
        #expect(page.contains("<h1>Page not found</h1>"))
        #expect(page.hasSuffix("</html>\n"))
        #expect(store.assets.keys.sorted() == EmbeddedTemplates.assets.keys.sorted())
        let missingFolder = try TemplateStore.load(siteFolder: "/nonexistent/templates-\(UUID())", required: requiredTemplates)
        #expect(try missingFolder.renderText("404.html", frame) == page)
    }

    @Test("templates/default overrides the embedded file for every type")
    func defaultOverride() throws {
        let folder = try TemplateFolder(["default/contest.html.mustache": "DEFAULT {{name}}"])
        let store = try TemplateStore.load(siteFolder: folder.path, required: requiredTemplates)
        for type in [nil, "nba", "nfl", "survivor"] as [String?] {
            #expect(try store.renderText("contest.html", ["name": "Hoops"], type: type) == "DEFAULT Hoops")
        }
    }

    @Test("templates/nba is used only for nba, which still gets other files from default and embedded")
    func typeOverride() throws {
        let folder = try TemplateFolder([
            "nba/contest.html.mustache": "NBA {{name}} {{>partials/shared}}",
            "nba/partials/foot.mustache": "NBA FOOT",
            "default/partials/shared.mustache": "shared-from-default",
            "default/join.html.mustache": "DEFAULT JOIN",
        ])
        let store = try TemplateStore.load(siteFolder: folder.path, required: requiredTemplates)
        #expect(try store.renderText("contest.html", ["name": "Hoops"], type: "nba") == "NBA Hoops shared-from-default")
        #expect(try store.renderText("join.html", [:], type: "nba") == "DEFAULT JOIN")
        let embedded = try TemplateStore.load(siteFolder: nil, required: requiredTemplates)
        let nfl = try store.renderText("contest.html", ["name": "Hoops"], type: "nfl")
        #expect(!nfl.hasPrefix("NBA"))
        #expect(nfl == (try embedded.renderText("contest.html", ["name": "Hoops"])))
        // The nba foot partial changes nba's 404 page only.
        let nba404 = try store.renderText("404.html", frame, type: "nba")
        #expect(nba404.contains("NBA FOOT"))
        #expect(!nba404.contains("</footer>"))
        #expect(try store.renderText("404.html", frame, type: "nfl") == (try embedded.renderText("404.html", frame)))
        #expect(store.digest(forType: "nba") != store.digest(forType: nil))
        #expect(store.digest(forType: "nfl") == store.digest(forType: nil))
    }

    @Test("unknown and unsafe types use the defaults", arguments: ["golf", "NBA", "", "../nba", "nba/", "nba.v2"])
    func unknownType(type: String) throws {
        let folder = try TemplateFolder([
            "nba/contest.html.mustache": "NBA",
            "nba.v2/contest.html.mustache": "UNSAFE FOLDER",
            "default/contest.html.mustache": "DEFAULT",
        ])
        let store = try TemplateStore.load(siteFolder: folder.path, required: requiredTemplates)
        #expect(try store.renderText("contest.html", [:], type: type) == "DEFAULT")
    }

    @Test("folders whose names are not safe path segments are ignored, even when broken", arguments: [
        "nba.v2", "my type", "ünïcode", String(repeating: "t", count: 129),
    ])
    func unsafeFolderIgnored(name: String) throws {
        let folder = try TemplateFolder(["\(name)/contest.html.mustache": "{{#broken}}"])
        let store = try TemplateStore.load(siteFolder: folder.path, required: requiredTemplates)
        let embedded = try TemplateStore.load(siteFolder: nil, required: requiredTemplates)
        #expect(try store.renderText("404.html", frame, type: name) == (try embedded.renderText("404.html", frame)))
    }

    @Test("values are HTML-escaped in HTML templates, Markdown-escaped under CONTENT_TYPE: MARKDOWN")
    func escaping() throws {
        let folder = try TemplateFolder([
            "default/probe.html.mustache": "{{text}}|{{{text}}}",
            "default/probe.md.mustache": "{{% CONTENT_TYPE: MARKDOWN }}\n| {{text}} |",
        ])
        let store = try TemplateStore.load(siteFolder: folder.path, required: ["probe.html", "probe.md"])
        let object = ["text": "<b>a|b</b> & *c*"]
        #expect(try store.renderText("probe.html", object) == "&lt;b&gt;a|b&lt;/b&gt; &amp; *c*|<b>a|b</b> & *c*")
        #expect(try store.renderText("probe.md", object) == #"| \<b\>a\|b\</b\> \& \*c\* |"#)
    }

    @Test("assets: default/assets overrides and adds files; other folders' assets are ignored")
    func assets() throws {
        let folder = try TemplateFolder([
            "default/assets/site.css": "body{}",
            "default/assets/img/logo.svg": "<svg/>",
            "nba/assets/site.css": "nba{}",
        ])
        let store = try TemplateStore.load(siteFolder: folder.path, required: requiredTemplates)
        #expect(store.assets["assets/site.css"] == Array("body{}".utf8))
        #expect(store.assets["assets/img/logo.svg"] == Array("<svg/>".utf8))
        #expect(store.assets.count == EmbeddedTemplates.assets.count + 1)
    }
}

@Suite("TemplateStore: broken templates fail at load", .timeLimit(.minutes(1)))
struct TemplateStoreErrorTests {
    @Test("a parse error names the file", arguments: ["default", "nba"])
    func parseError(set: String) throws {
        let folder = try TemplateFolder(["\(set)/contest.html.mustache": "<h1>{{name}}</h1>\n{{#open}}never closed\n"])
        let error = try #require(loadError(folder))
        #expect(error.file == folder.file("\(set)/contest.html.mustache"))
        #expect(error.description.hasPrefix("\(folder.file("\(set)/contest.html.mustache")): line "))
    }

    @Test("a missing partial is an error naming the template that uses it", arguments: ["default", "nfl"])
    func missingPartial(set: String) throws {
        let folder = try TemplateFolder(["\(set)/join.html.mustache": "x {{> partials/nowhere }} y"])
        let error = try #require(loadError(folder))
        #expect(error.file == folder.file("\(set)/join.html.mustache"))
        #expect(error.message == "partial \"partials/nowhere\" not found")
    }

    @Test("partial recursion is an error, not a hang", arguments: [
        ["default/partials/a.mustache": "A{{>partials/b}}", "default/partials/b.mustache": "B{{>partials/a}}",
         "default/index.html.mustache": "{{>partials/a}}"],
        ["default/partials/self.mustache": "{{#items}}{{>partials/self}}{{/items}}"],
        ["nba/partials/head.mustache": "{{>partials/foot}}", "nba/partials/foot.mustache": "{{>partials/head}}"],
    ])
    func recursion(files: [String: String]) throws {
        let folder = try TemplateFolder(files)
        let error = try #require(loadError(folder))
        #expect(error.message.hasPrefix("partial recursion: "))
        let cycle = error.message.dropFirst("partial recursion: ".count).components(separatedBy: " → ")
        #expect(cycle.count >= 2)
        #expect(cycle.first == cycle.last)
    }

    @Test("a required template missing from the default set is an error")
    func requiredMissing() {
        let error = loadError(nil, required: requiredTemplates + ["leaderboard.csv"])
        #expect(error?.file == "leaderboard.csv.mustache")
        #expect(error?.message == "required template is missing from the default set")
    }

    @Test("rendering a template that does not exist is an error naming it")
    func renderMissing() throws {
        let store = try TemplateStore.load(siteFolder: nil, required: requiredTemplates)
        do {
            _ = try store.render("nope.html", [String: String]())
            Issue.record("rendered a template that does not exist")
        } catch {
            #expect(error.description == "nope.html.mustache: template not found")
        }
    }

    @Test("a template that is a symlink to outside the folder is refused")
    func symlinkOutside() throws {
        let outside = try TemplateFolder(["secret.mustache": "secret"])
        let folder = try TemplateFolder([:])
        try FileManager.default.createDirectory(atPath: folder.file("default"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("default/contest.html.mustache"),
                                                   withDestinationPath: outside.file("secret.mustache"))
        let error = try #require(loadError(folder))
        #expect(error.file == folder.file("default/contest.html.mustache"))
        #expect(error.message.hasPrefix("refusing a symbolic link"))
    }

    @Test("a template that is not UTF-8 is an error naming it")
    func notUTF8() throws {
        let folder = try TemplateFolder([:])
        try FileManager.default.createDirectory(atPath: folder.file("default"), withIntermediateDirectories: true)
        try Data([0x7B, 0x7B, 0xFF, 0x7D, 0x7D]).write(to: URL(fileURLWithPath: folder.file("default/page.html.mustache")))
        let error = try #require(loadError(folder))
        #expect(error.description == "\(folder.file("default/page.html.mustache")): not valid UTF-8")
    }
}

@Suite("{{t.key}}: the site's words, filled when the templates load")
struct TemplateWordsTests {
    @Test func aWordIsEscapedLikeAnyValueAndTheDigestFollowsTheWords() throws {
        let folder = try TemplateFolder(["default/page.html.mustache": "<p>{{t.standings}}</p><p>{{{t.standings}}}</p>"])
        let french = Words(language: "fr", table: WordTable(entries: ["standings": .text("Classement <général>")]))
        let store = try TemplateStore.load(siteFolder: folder.path, required: requiredTemplates, words: french)
        #expect(try store.renderText("page.html", [:] as [String: String]) == "<p>Classement &lt;général&gt;</p><p>Classement <général></p>")
        let english = try TemplateStore.load(siteFolder: folder.path, required: requiredTemplates)
        #expect(try english.renderText("page.html", [:] as [String: String]) == "<p>Standings</p><p>Standings</p>")
        #expect(store.digest != english.digest && store.digest(forType: nil) != english.digest(forType: nil))
    }
}

@Suite("EmbeddedTemplates matches templates/default")
struct EmbeddedTemplatesDriftTests {
    @Test("every file in templates/default is embedded with identical content, and nothing else is")
    func noDrift() throws {
        let root = repositoryDefaultTemplates()
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var templates: [String: String] = [:]
        var assets: [String: [UInt8]] = [:]
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = (root as NSString).appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let bytes = try #require(FileManager.default.contents(atPath: full))
            if relative.hasSuffix(".mustache") {
                templates[relative] = String(decoding: bytes, as: UTF8.self)
            } else {
                assets[relative] = [UInt8](bytes)
            }
        }
        #expect(templates.count >= 10)
        #expect(templates.keys.sorted() == EmbeddedTemplates.templates.keys.sorted(),
                "run scripts/embed-templates.sh")
        for (name, text) in templates {
            #expect(EmbeddedTemplates.templates[name] == text, "\(name) differs: run scripts/embed-templates.sh")
        }
        #expect(assets == EmbeddedTemplates.assets, "run scripts/embed-templates.sh")
    }

    @Test("the repository's templates/default loads as a site folder and changes nothing")
    func repositoryFolderLoads() throws {
        let root = URL(fileURLWithPath: repositoryDefaultTemplates()).deletingLastPathComponent().path
        let site = try TemplateStore.load(siteFolder: root, required: requiredTemplates)
        let embedded = try TemplateStore.load(siteFolder: nil, required: requiredTemplates)
        #expect(site.digest(forType: nil) == embedded.digest(forType: nil))
    }
}
