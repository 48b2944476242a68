import Foundation
import TestSupport
import Testing
import Domain
import Publishing
@testable import Deploying

/// `ssh://`: a real sshd and a real nginx serving `<path>/current` on 127.0.0.1.
@Suite(.serialized) struct SSHTargetTests {
    @Test func deployServesTheBuildAndVerifiesIt() async throws {
        let ssh = try SSHServer(), site = try DeploySite(), host = try Scratch("host")
        let root = host.file("www")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let nginx = try NginxServer(serving: root)
        _ = try await site.build()
        let report = await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand()) { $0.verifyURL = nginx.baseURL })
        #expect(report.exitStatus == 0, "\(report.summaryLine)")
        #expect(report.verification == .verified)
        #expect(report.bytesSent > 0)
        for (path, bytes) in site.snapshot() where path.hasSuffix(".html") || path == "build.json" {
            let served = try nginx.get("/" + path)
            #expect(served.status == 200 && served.body == bytes, "\(path)")
        }
        // Nothing new: no connection at all (the sshd is gone and it still succeeds).
        ssh.server.stop()
        let again = await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand()))
        #expect(again.nothingNew && again.exitStatus == 0)
    }

    @Test func aDeployDoesNotWaitForTheHostsBackgroundWork() async throws {
        let ssh = try SSHServer(), site = try DeploySite(), host = try Scratch("host")
        let root = host.file("www")
        _ = try await site.build()
        let first = try #require(await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand())).buildID)
        #expect(await eventually { FileManager.default.fileExists(atPath: "\(root)/releases/.next-\(first)") })
        // The next copy will wait for this lock: the deploy must end without it, the ssh session included.
        let holder = try await holdLock("\(root)/releases/.next.lock")
        defer { kill(holder, SIGKILL) }
        try site.addPage("news", kilobytes: 4)
        _ = try await site.build()
        let second = await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand()))
        #expect(second.exitStatus == 0, "\(second.summaryLine)")
        let secondID = try #require(second.buildID)
        #expect(kill(holder, 0) == 0 && !FileManager.default.fileExists(atPath: "\(root)/releases/.next-\(secondID)"))
        kill(holder, SIGKILL)
        #expect(await eventually { FileManager.default.fileExists(atPath: "\(root)/releases/.next-\(secondID)") })
    }

    @Test func aDeployAuthenticatesOnceForAllItsSessions() async throws {
        let ssh = try SSHServer(), site = try DeploySite(), host = try Scratch("host")
        let root = host.file("www")
        func logins() -> Int {
            ((try? String(contentsOfFile: ssh.server.log, encoding: .utf8)) ?? "").components(separatedBy: "Accepted publickey").count - 1
        }
        _ = try await site.build()
        #expect(await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand())).exitStatus == 0)
        try site.addPage("news", kilobytes: 4)
        try site.removePage("about")
        _ = try await site.build()
        let before = logins()
        let report = await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand()))
        #expect(report.exitStatus == 0 && report.deleted > 0, "\(report.summaryLine)")
        #expect(live(root) == site.snapshot())
        // Preparing, removing, sending and switching: four sessions, one connection, one login.
        #expect(await eventually { logins() == before + 1 }, "\(logins() - before) logins")
        // The connection is closed with the deploy, its socket folder removed.
        #expect(await eventually { (try? shell(["pgrep", "-f", "ControlPath=/tmp/pcsite-ssh-"]).status) == 1 })
    }

    @Test func verificationFailsWhenTheHostServesAnotherBuild() async throws {
        let ssh = try SSHServer(), site = try DeploySite(), host = try Scratch("host"), elsewhere = try Scratch("other")
        let root = host.file("www")
        try FileManager.default.createDirectory(atPath: "\(elsewhere.path)/current", withIntermediateDirectories: true)
        try "{\"build_id\":\"0\",\"files\":1}\n".write(toFile: "\(elsewhere.path)/current/build.json", atomically: true, encoding: .utf8)
        let nginx = try NginxServer(serving: elsewhere.path)
        _ = try await site.build()
        let report = await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand()) { $0.verifyURL = nginx.baseURL })
        #expect(report.exitStatus == 2)
        #expect(report.failure?.description.hasPrefix("\(nginx.baseURL)/build.json: verification failed: it serves build 0") == true,
                "\(report.summaryLine)")
    }

    @Test func refusedKeyWrongHostKeyAndUnreachableHostSayWhatToFix() async throws {
        let ssh = try SSHServer(), site = try DeploySite(), host = try Scratch("host")
        let root = host.file("www")
        _ = try await site.build()
        // Bound and not listening for the whole test: a connection there is refused, never taken by another server.
        let refusing = try Loopback.bound()
        defer { close(refusing.descriptor) }
        let cases: [(String, String, String)] = [
            (ssh.target(root), ssh.sshCommand(identity: "stranger"), "the host refused the SSH key"),
            (ssh.target(root), ssh.sshCommand(knownHosts: "wrong_known_hosts"), "host key verification failed"),
            ("ssh://root@127.0.0.1:\(refusing.port)\(root)", ssh.sshCommand(), "connection refused"),
        ]
        for (target, command, cause) in cases {
            let report = await Deployer.run(site.request(target, ssh: command))
            #expect(report.exitStatus == 2)
            let line = report.failure?.description ?? ""
            #expect(line.hasPrefix(target), "\(line)")
            #expect(line.contains(cause), "\(line)")
            #expect(!line.contains("\n") && !line.contains(ssh.scratch.path), "\(line)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(root)/current"))
    }

    @Test func anUploadCutOffMidwayLeavesThePreviousReleaseServedAndTheNextDeployCompletes() async throws {
        let ssh = try SSHServer(), site = try DeploySite(), host = try Scratch("host")
        let root = host.file("www")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let nginx = try NginxServer(serving: root)
        _ = try await site.build()
        #expect(await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand())).exitStatus == 0)
        let old = site.snapshot()
        // The host's side of the transfer dies after 200 KB of a 3 MB upload (a file size limit, set by this ssh wrapper).
        try ssh.scratch.write("cut-ssh", """
            #!/bin/sh
            case "$*" in *"rsync --server"*) ;; *) exec ssh "$@" ;; esac
            # The host's rsync may write 200 KB, then it dies (SIGXFSZ) and the connection closes mid-upload.
            for word do shift; set -- "$@" "$word"; [ "$word" = 127.0.0.1 ] && set -- "$@" "ulimit -f 400;"; done
            exec ssh "$@"
            """, mode: 0o755)
        let cutCommand = ssh.sshCommand().replacingOccurrences(of: "ssh -F", with: "\(ssh.scratch.file("cut-ssh")) -F")
        try site.addPage("big", kilobytes: 3072)
        _ = try await site.build()
        let cut = await Deployer.run(site.request(ssh.target(root), ssh: cutCommand))
        #expect(cut.exitStatus == 2, "\(cut.summaryLine)")
        #expect(cut.failure?.description.contains("upload failed, the live release is untouched") == true, "\(cut.summaryLine)")
        for (path, bytes) in old {
            let served = try nginx.get("/" + path)
            #expect(served.body == bytes, "\(path)")
        }
        #expect(try nginx.get("/pages/big/").status == 404)
        let next = await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand()))
        #expect(next.exitStatus == 0, "\(next.summaryLine)")
        #expect(try nginx.get("/pages/big/").status == 200)
        #expect(try nginx.get("/build.json").body == site.snapshot()["build.json"])
    }

    @Test func aReaderDuringSwitchesSeesOnlyWholeOldOrWholeNewPages() async throws {
        let ssh = try SSHServer(), site = try DeploySite(), host = try Scratch("host")
        let root = host.file("www")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let nginx = try NginxServer(serving: root)
        var versions: [[String: Data]] = []
        for round in 0..<4 {
            try site.addPage("round", kilobytes: 64, seed: round)
            _ = try await site.build()
            versions.append(site.snapshot())
        }
        let paths = ["/index.html", "/pages/round/index.html", "/build.json", "/sitemap.xml"]
        _ = try await site.build()
        #expect(await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand())).exitStatus == 0)
        let allowed: [String: Set<Data>] = Dictionary(uniqueKeysWithValues: paths.map { path in
            (path, Set(versions.compactMap { $0[String(path.dropFirst())] }))
        })
        let reading = Task.detached { () -> (Int, [String]) in
            var fetched = 0, torn: [String] = []
            while !Task.isCancelled {
                for path in paths {
                    guard let response = try? nginx.get(path) else { continue }
                    fetched += 1
                    if response.status != 200 || !(allowed[path]?.contains(response.body) ?? false) { torn.append(path) }
                }
            }
            return (fetched, torn)
        }
        for round in [1, 2, 3, 0, 1] {
            try site.addPage("round", kilobytes: 64, seed: round)
            _ = try await site.build()
            let report = await Deployer.run(site.request(ssh.target(root), ssh: ssh.sshCommand()))
            #expect(report.exitStatus == 0, "\(report.summaryLine)")
        }
        reading.cancel()
        let (fetched, torn) = await reading.value
        #expect(fetched > 20)
        #expect(torn.isEmpty, "torn or missing: \(torn.prefix(5))")
    }
}
