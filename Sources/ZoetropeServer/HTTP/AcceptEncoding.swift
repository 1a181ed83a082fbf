import Foundation

/// The `Accept-Encoding` request header (RFC 9110 §12.5.3), as far as gzip is concerned.
enum AcceptEncoding {
    /// Whether a response may be gzip-encoded: `gzip` (or `x-gzip`) is listed with a quality
    /// above 0, or is not listed and `*` is. No header means identity only (what clients that
    /// send none can be relied on to read).
    static func allowsGzip(_ values: [String]) -> Bool {
        var gzip: Double?
        var wildcard: Double?
        for element in values.flatMap({ $0.split(separator: ",") }) {
            let parts = element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let coding = parts.first?.lowercased(), !coding.isEmpty else { continue }
            let quality = parts.dropFirst().compactMap(Self.quality).first ?? 1
            switch coding {
            case "gzip", "x-gzip": gzip = max(gzip ?? 0, quality)
            case "*": wildcard = quality
            default: break
            }
        }
        return (gzip ?? wildcard ?? 0) > 0
    }

    /// The value of a `q=` parameter; a malformed one counts as 0 (not acceptable).
    private static func quality(_ parameter: String) -> Double? {
        let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard pair.count == 2, pair[0].lowercased() == "q" else { return nil }
        guard let value = Double(pair[1]), (0...1).contains(value) else { return 0 }
        return value
    }
}
