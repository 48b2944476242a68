import Foundation
import TestSupport

/// A real nginx serving `<root>/current` on 127.0.0.1 with its own config, pid and logs under a scratch prefix.
/// `disable_symlinks off` and `open_file_cache off`: every request resolves `current` afresh. `include` adds a
/// file inside the server block (deploy's snippet), with ETags on as in nginx's defaults.
final class NginxServer: @unchecked Sendable {
    let scratch: Scratch
    let server: BackgroundServer
    var port: Int { server.port }

    init(serving root: String, include: String? = nil) throws {
        try requireTool("nginx")
        scratch = try Scratch("nginx")
        let port = try Loopback.freePort()
        let prefix = scratch.path
        try scratch.write("nginx.conf", """
            daemon off;
            master_process on;
            worker_processes 1;
            user root;
            pid \(prefix)/nginx.pid;
            error_log \(prefix)/error.log warn;
            events { worker_connections 64; }
            http {
                access_log off;
                client_body_temp_path \(prefix)/body;
                proxy_temp_path \(prefix)/proxy;
                fastcgi_temp_path \(prefix)/fastcgi;
                uwsgi_temp_path \(prefix)/uwsgi;
                scgi_temp_path \(prefix)/scgi;
                include /etc/nginx/mime.types;
                default_type application/octet-stream;
                server {
                    listen 127.0.0.1:\(port);
                    root \(root)/current;
                    disable_symlinks off;
                    open_file_cache off;
                    \(include.map { "include \($0);" } ?? "etag off;")
                }
            }
            """)
        server = try BackgroundServer(["nginx", "-p", prefix, "-c", scratch.file("nginx.conf")], port: port,
                                      log: scratch.file("stderr.log"))
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// GETs a path; returns status and body (curl-free: Foundation's URLSession would cache, this does not).
    func get(_ path: String) throws -> (status: Int, body: Data) {
        try HTTPGet.fetch(port: port, path: path)
    }

    /// GETs a path with extra request headers; the response's headers come back with lower-case names.
    func get(_ path: String, headers: [String: String]) throws -> HTTPGet.Response {
        try HTTPGet.exchange(port: port, path: path, headers: headers)
    }
}
