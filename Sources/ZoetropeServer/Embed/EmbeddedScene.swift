import Zoetrope

/// The `scene` parameter of an embed URL: the scene's JSON, raw-deflated (RFC 1951), in
/// base64url (RFC 4648 §5). Reading it never holds more than `limits.maxBodyBytes` of JSON.
public enum EmbeddedScene {
    public static let parameter = "scene"

    /// The parameter's value for `json`.
    public static func encode(_ json: [UInt8]) -> String {
        Base64URL.encode(RawDeflate.compress(json))
    }

    /// The scene's JSON, or a 400 naming the parameter (not base64url, not raw deflate) or a
    /// 413 (it inflates past `limit`, refused while inflating).
    public static func decode(_ value: String?, limit: Int) throws(ZoetropeError) -> [UInt8] {
        guard let value else {
            throw .invalidOption(parameter, "scene is missing: give the scene's JSON, raw-deflated, in base64url (POST /v1/embed makes the URL)")
        }
        let compressed: [UInt8]
        do {
            compressed = try Base64URL.decode(value)
        } catch .invalidCharacter(let character, let offset) {
            let shown = character.unicodeScalars.allSatisfy { $0.value >= 0x21 && $0.value < 0x7F } ? "'\(character)'" : "U+\(Self.hex(character))"
            throw .invalidOption(
                parameter, "scene must be base64url (letters, digits, '-' and '_'), but character \(offset + 1) is \(shown)")
        } catch {
            throw .invalidOption(parameter, "scene is not base64url: its length leaves one character over (cut short?)")
        }
        switch RawDeflate.decompress(compressed, limit: limit) {
        case .success(let json):
            return json
        case .failure(.tooLarge):
            throw ZoetropeError(
                status: 413, code: "scene_too_large",
                message: "scene inflates to more than the limit of \(limit) bytes (limits.maxBodyBytes in config.yml)", path: parameter)
        case .failure(.corrupt):
            throw .invalidOption(parameter, "scene is not raw deflate data (RFC 1951): corrupt, cut short, or followed by other bytes")
        }
    }

    private static func hex(_ character: Character) -> String {
        let digits = String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
