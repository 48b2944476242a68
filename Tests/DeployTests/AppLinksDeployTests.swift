import Foundation
import Testing
import Domain
import Publishing
@testable import Deploying

/// CONTRACT §12 on the hosts: the apps' association files are served as `application/json` with no redirect, and a
/// contest's card as `image/png`, by nginx with the snippet deploy writes and by an object store through rclone.
@Suite(.serialized) struct AppLinksDeployTests {
    static let apps = """
        apps:
          ios: {app_ids: [ABCDE12345.com.example.contests], app_store_id: "1234567890"}
          android:
            package: com.example.contests
            sha256_cert_fingerprints: ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]

        """
    let contest = "7b9d1f3a-5c7e-4a9b-b1d3-3e5a7c9e1b12"

    func site() throws -> DeploySite {
        let site = try DeploySite()
        let config = site.scratch.file("pcsite.yml")
        try site.scratch.write("pcsite.yml", try String(contentsOfFile: config, encoding: .utf8) + "\n" + Self.apps)
        return site
    }

    func cardPath(_ site: DeploySite) throws -> String {
        let page = try String(contentsOfFile: "\(site.output)/contests/\(contest)/index.html", encoding: .utf8)
        return String(try #require(page.firstMatch(of: /og:image" content="https:\/\/contests\.example\.com\/([^"]+)"/)).1)
    }

    @Test func nginxWithTheWrittenSnippetServesThemAsJSONWithNoRedirect() async throws {
        let site = try site(), host = try Scratch.fileHost()
        let root = host.file("www")
        _ = try await site.build()
        let deployed = await Deployer.run(site.request("file://\(root)"))
        #expect(deployed.exitStatus == 0, "\(deployed.summaryLine)")
        let nginx = try NginxServer(serving: root, include: NginxSnippet.path(forOutput: site.output))
        for path in ["/.well-known/apple-app-site-association", "/.well-known/assetlinks.json"] {
            let response = try nginx.get(path, headers: [:])
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["content-type"] == "application/json", "\(path): \(response.headers)")
            #expect(response.headers["location"] == nil)
            #expect((try? JSONSerialization.jsonObject(with: response.body)) != nil, "\(path)")
        }
        let card = try nginx.get("/" + cardPath(site), headers: [:])
        #expect(card.status == 200 && card.headers["content-type"] == "image/png")
        #expect(card.body.starts(with: [0x89, 0x50, 0x4e, 0x47]))
    }

    @Test func rcloneUploadsThemToAnObjectStoreAsJSON() async throws {
        let moto = try MotoServer(), site = try site()
        _ = try await site.build()
        let deployed = await Deployer.run(site.request("rclone:s3test:site/www"))
        #expect(deployed.exitStatus == 0, "\(deployed.summaryLine)")
        // What the object store will answer with: the Content-Type each object was stored with.
        let listed = try moto.rclone(["lsjson", "-R", "--files-only", "s3test:site/www"])
        #expect(listed.status == 0, "\(listed.output)")
        let items = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]] ?? []
        let types = Dictionary(uniqueKeysWithValues: items.compactMap { item in
            (item["Path"] as? String).map { ($0, item["MimeType"] as? String ?? "") }
        })
        for path in [".well-known/apple-app-site-association", ".well-known/assetlinks.json"] {
            #expect(types[path] == "application/json", "\(path): \(types[path] ?? "not uploaded")")
        }
        #expect(types[try cardPath(site)] == "image/png")
    }
}
