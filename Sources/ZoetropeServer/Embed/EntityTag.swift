import Crypto
import Foundation
import Zoetrope

/// The strong `ETag` of an embed render: SHA-256 of the renderer's version, the options in
/// effect (defaults included) and the scene's own SHA-256, so it changes exactly when the bytes
/// may. The gzip encoding is another representation with its own tag (`…-gzip`).
enum EntityTag {
    /// SHA-256 of `bytes` in lowercase hex.
    static func sha256(_ bytes: some Sequence<UInt8>) -> String {
        SHA256.hash(data: Array(bytes)).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// `"<hex>"`, or `"<hex>-gzip"` for the gzip encoding.
    static func make(sceneDigest: String, options: RenderOptions, gzip: Bool) -> String {
        let text = "zoetrope \(ZoetropeVersion.current)\n\(canonical(options))\n\(sceneDigest)"
        return "\"" + sha256(text.utf8) + (gzip ? "-gzip" : "") + "\""
    }

    /// The options as `name=value` pairs sorted by name and joined by `&`: one text per set of
    /// options, whatever the query's order or spelling.
    static func canonical(_ options: RenderOptions) -> String {
        options.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    /// Whether `If-None-Match` (its header values) names `tag`: `*`, or the tag itself, weak
    /// (`W/`) or strong (RFC 9110 §13.1.2 compares weakly).
    static func matches(_ values: [String], _ tag: String) -> Bool {
        for element in values.flatMap({ $0.split(separator: ",") }) {
            var candidate = element.trimmingCharacters(in: .whitespaces)
            if candidate == "*" { return true }
            if candidate.hasPrefix("W/") { candidate.removeFirst(2) }
            if candidate == tag { return true }
        }
        return false
    }
}
