import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP client for requests no HTTP client would send (bad methods, broken chunks,
/// bodies cut short) and for watching the connection itself. Its blocking calls run on a
/// Dispatch thread, never on Swift's cooperative pool.
final class RawHTTP: @unchecked Sendable {
    private let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw RawHTTPError(description: "cannot connect to port \(port): errno \(errno)") }
        // A failing test never hangs: reads give up after 60 s (generous: the whole suite shares two
        // cores with the server under test).
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Closes the sending side: the server reads end of input.
    func finishSending() {
        shutdown(socket, Int32(SHUT_WR))
    }

    /// Everything the server sends until it closes the connection (or 10 s pass).
    func readToEnd() async -> String {
        await blocking { [socket] in
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { break }
                received += buffer[..<count]
            }
            return String(decoding: received, as: UTF8.self)
        }
    }

    /// One response whose head declares a `Content-Length` (or 10 s of waiting).
    func readResponse() async -> String {
        await blocking { [socket] in
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while !RawHTTP.isComplete(received) {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { break }
                received += buffer[..<count]
            }
            return String(decoding: received, as: UTF8.self)
        }
    }

    private static func isComplete(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return false }
        let head = text[..<end.lowerBound].lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return true }
        return text[end.upperBound...].utf8.count >= length
    }

    private func blocking<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: body()) }
        }
    }
}

struct RawHTTPError: Error, CustomStringConvertible {
    var description: String
}

/// A response's parts, for `#expect`.
struct RawResponse {
    var status: Int
    var headers: [String: String]
    var body: String

    init(_ text: String) {
        let parts = text.components(separatedBy: "\r\n\r\n")
        let lines = parts[0].components(separatedBy: "\r\n")
        status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        body = parts.dropFirst().joined(separator: "\r\n\r\n")
    }
}
