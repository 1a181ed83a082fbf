import Zoetrope

/// Where embed URLs point: `server.publicURL`; else, when `server.publicURLFromHost` allows
/// it, `http://` and the request's `Host`; else this server's own `http://host:port`. A client
/// can send any `Host`, so it is used only when configured (behind a proxy that sets it).
enum PublicBaseURL {
    static func resolve(_ configuration: ServerConfiguration, host: String?) throws(ZoetropeError) -> String {
        if let url = configuration.publicURL { return url }
        if configuration.publicURLFromHost {
            guard let host, isValidHost(host) else {
                throw ZoetropeError(
                    status: 400, code: "invalid_host",
                    message: "the Host header must be a host name or address with an optional port to make an embed URL (server.publicURLFromHost)",
                    path: "Host")
            }
            return "http://\(host)"
        }
        return ownURL(configuration)
    }

    /// `http://host:port` of the listening address; `localhost` for a wildcard address.
    static func ownURL(_ configuration: ServerConfiguration) -> String {
        var host = configuration.host
        if host == "0.0.0.0" || host == "::" || host == "[::]" { host = "localhost" }
        if host.contains(":"), !host.hasPrefix("[") { host = "[\(host)]" }
        return "http://\(host):\(configuration.port)"
    }

    /// `name`, `name:port`, `1.2.3.4:port` or `[v6]:port`: letters, digits, `.`, `-`, and `:`
    /// and hex digits inside brackets; at most 255 bytes.
    static func isValidHost(_ host: String) -> Bool {
        guard !host.isEmpty, host.utf8.count <= 255 else { return false }
        var name = Substring(host)
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let inside = name[name.index(after: name.startIndex)..<close]
            guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
            name = name[name.index(after: close)...]
            if name.isEmpty { return true }
            guard name.hasPrefix(":") else { return false }
            return isPort(name.dropFirst())
        }
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let label = parts.first, !label.isEmpty,
            label.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") })
        else { return false }
        return parts.count == 1 || isPort(parts[1])
    }

    private static func isPort(_ text: Substring) -> Bool {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy(\.isASCII), let port = Int(text) else { return false }
        return (0...65_535).contains(port) && text.allSatisfy(\.isNumber)
    }
}

extension ServerConfiguration {
    /// What `zoetrope embed` starts URLs with: `server.publicURL`, else `http://host:port`.
    public var embedBaseURL: String { publicURL ?? PublicBaseURL.ownURL(self) }
}
