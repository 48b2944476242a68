import Foundation
import TestSupport

/// A real OpenSSH server on 127.0.0.1 with a host key and a client key made for this test run; its own
/// config, pid file and log in a scratch folder (no system config touched).
final class SSHServer: @unchecked Sendable {
    let scratch: Scratch
    let server: BackgroundServer
    var port: Int { server.port }

    init() throws {
        try requireTool("/usr/sbin/sshd")
        try requireTool("ssh-keygen")
        try requireTool("ssh")
        try requireTool("rsync")
        scratch = try Scratch("sshd")
        try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        for key in ["host", "client", "stranger"] {
            try shell(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", key, "-f", scratch.file(key)])
        }
        try FileManager.default.copyItem(atPath: scratch.file("client.pub"), toPath: scratch.file("authorized_keys"))
        let port = try Loopback.freePort()
        let hostKey = try String(contentsOfFile: scratch.file("host.pub"), encoding: .utf8)
        try scratch.write("known_hosts", "[127.0.0.1]:\(port) \(hostKey)")
        // A key of another host under this address: what "the host's key changed" looks like.
        let strangerKey = try String(contentsOfFile: scratch.file("stranger.pub"), encoding: .utf8)
        try scratch.write("wrong_known_hosts", "[127.0.0.1]:\(port) \(strangerKey)")
        try scratch.write("sshd_config", """
            Port \(port)
            ListenAddress 127.0.0.1
            HostKey \(scratch.file("host"))
            PidFile \(scratch.file("sshd.pid"))
            AuthorizedKeysFile \(scratch.file("authorized_keys"))
            PermitRootLogin prohibit-password
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            UsePAM no
            StrictModes no
            MaxStartups 50
            MaxSessions 50
            """)
        server = try BackgroundServer(["/usr/sbin/sshd", "-D", "-e", "-f", scratch.file("sshd_config")], port: port,
                                      log: scratch.file("sshd.log"))
    }

    /// `deploy.ssh_command` for this server: the test's own key and known_hosts, nothing from ~/.ssh.
    func sshCommand(identity: String = "client", knownHosts: String = "known_hosts") -> String {
        "ssh -F /dev/null -i \(scratch.file(identity)) -o IdentitiesOnly=yes -o UserKnownHostsFile=\(scratch.file(knownHosts)) -o StrictHostKeyChecking=yes"
    }

    func target(_ path: String) -> String { "ssh://root@127.0.0.1:\(port)\(path)" }
}
