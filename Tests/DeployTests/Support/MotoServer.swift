import Foundation
import TestSupport

/// moto's S3 server on 127.0.0.1 and a test-only rclone config (RCLONE_CONFIG) with a remote `s3test` on it.
final class MotoServer: @unchecked Sendable {
    let scratch: Scratch
    let server: BackgroundServer
    var configPath: String { scratch.file("rclone.conf") }

    init() throws {
        try requireTool("moto_server")
        try requireTool("rclone")
        scratch = try Scratch("moto")
        let port = try Loopback.freePort()
        server = try BackgroundServer(["moto_server", "-H", "127.0.0.1", "-p", String(port)], port: port,
                                      log: scratch.file("moto.log"))
        try scratch.write("rclone.conf", """
            [s3test]
            type = s3
            provider = Other
            access_key_id = testing
            secret_access_key = testing
            endpoint = http://127.0.0.1:\(port)
            force_path_style = true
            region = us-east-1

            """)
        setenv("RCLONE_CONFIG", configPath, 1)
        unsetenv("AWS_CA_BUNDLE")
        let made = try rclone(["mkdir", "s3test:site"])
        guard made.status == 0 else { throw ServerFailed(message: "cannot make the test bucket: \(made.output)") }
    }

    func rclone(_ arguments: [String]) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["RCLONE_CONFIG"] = configPath
        environment["AWS_CA_BUNDLE"] = nil
        return try shell(["rclone"] + arguments, environment: environment)
    }
}
