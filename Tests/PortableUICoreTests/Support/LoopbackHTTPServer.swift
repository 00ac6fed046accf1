import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.0 server on 127.0.0.1 for tests: each request's path is answered from
/// `routes` (status, body, delay), anything else with 404. It serves on a thread of its own
/// until stopped, one connection at a time, and counts the requests it answered.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Response: Sendable {
        var status = 200
        var body = Data()
        /// Seconds to wait before answering (to test cancellation).
        var delay: Double = 0
    }

    let port: UInt16
    private let socket: Int32
    private let routes: [String: Response]
    private let lock = NSLock()
    private var served: [String] = []
    private var stopped = false

    init(routes: [String: Response]) throws {
        self.routes = routes
        (socket, port) = try Self.listeningSocket()
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// A socket listening on 127.0.0.1 at a port the system picks, and that port.
    private static func listeningSocket() throws -> (Int32, UInt16) {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    /// The paths requested so far.
    var requests: [String] {
        lock.lock()
        defer { lock.unlock() }
        return served
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func serve() {
        // Bounded: a test makes a handful of requests.
        for _ in 0..<64 where !isStopped {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            answer(client)
            close(client)
        }
    }

    private func answer(_ client: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(client, &buffer, buffer.count, 0)
        guard count > 0 else { return }
        let request = String(decoding: buffer[0..<count], as: UTF8.self)
        let path = request.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        lock.lock()
        served.append(path)
        lock.unlock()
        let response = routes[path] ?? Response(status: 404, body: Data("not found".utf8))
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        let head = "HTTP/1.0 \(response.status) X\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + [UInt8](response.body)
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
