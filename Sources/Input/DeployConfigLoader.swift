import Domain
import Foundation

/// Reads pcsite.yml's `deploy:` mapping into a `DeployConfig`.
enum DeployConfigLoader {
    static func parse(_ node: Any, source: String) throws(Problem) -> DeployConfig {
        let map = try ConfigLoader.mapping(node, key: "deploy", source: source, of: "deploy settings")
        var config = DeployConfig()
        func string(_ key: String) throws(Problem) -> String? {
            guard let value = map[key], !(value is NSNull) else { return nil }
            guard let text = value as? String else {
                throw Problem(source: source, path: "$.deploy.\(key)", message: "expected a string")
            }
            return text.trimmingCharacters(in: .whitespaces)
        }
        func count(_ key: String, min: Int) throws(Problem) -> Int? {
            try ConfigLoader.wholeNumber(map, key, in: min...1_000_000, parent: "deploy", source: source)
        }
        if let target = try string("target"), !target.isEmpty { config.target = target }
        if let keep = try count("keep_releases", min: 2) { config.keepReleases = keep }
        if let deletes = try count("max_deletes", min: 0) { config.maxDeletes = deletes }
        if let verify = try string("verify_url"), !verify.isEmpty {
            config.verifyURL = try ConfigLoader.url(verify, key: "deploy.verify_url", source: source)
        }
        if let ssh = try string("ssh_command"), !ssh.isEmpty { config.sshCommand = ssh }
        if let after = try string("after_command"), !after.isEmpty { config.afterCommand = after }
        if let headers = map["headers"], !(headers is NSNull) {
            guard let table = headers as? [String: Any] else {
                throw Problem(source: source, path: "$.deploy.headers", message: "expected a mapping of path pattern to Cache-Control")
            }
            for (pattern, value) in table {
                guard let text = value as? String, !text.contains("\n"), !text.contains("\r") else {
                    throw Problem(source: source, path: "$.deploy.headers.\(pattern)", message: "expected a one-line Cache-Control value")
                }
                config.headers[pattern] = text
            }
        }
        return config
    }
}
