import Assets
import FontFaces
import Views

/// The fonts a decoded scene knows: its own and those read from the server's font folder.
struct SceneFonts {
    var byName: [String: CustomFont] = [:]
    /// Names whose font was refused (already reported: a `font` using one adds nothing).
    var refused: Set<String> = []
    /// The font folder's files read so far, by name (nil: no such file).
    var folder: [String: CustomFont?] = [:]
    /// Decoded bytes of every font read, against `limits.maxTotalFontBytes`.
    var bytes = 0
}

/// `"fonts": {"Inter": "data:font/ttf;base64,…"}` and `{"font": {"custom": "Inter", "size": 17}}`.
extension SceneDecoder {
    /// The longest font name, in characters.
    static let maxFontNameLength = 64

    /// Reads and checks every font of the scene's `fonts`; a bad one is reported at `/fonts/<name>`.
    mutating func customFonts(_ json: JSONValue, at path: JSONPath) {
        guard case .object(let members) = json else {
            log.record(.typeMismatch("fonts", expected: "an object of names and data: URIs", got: json), at: path)
            return
        }
        for member in members {
            let memberPath = path.appending(member.key)
            guard Self.isFontName(member.key) else {
                log.record(
                    .invalid(
                        "font name \(quoted(member.key)) must be 1 to \(Self.maxFontNameLength) letters, digits, spaces, '_', '-' or '.'"),
                    at: memberPath)
                fonts.refused.insert(member.key)
                continue
            }
            guard case .string(let uri) = member.value else {
                log.record(.typeMismatch("fonts.\(member.key)", expected: "a data: URI string", got: member.value), at: memberPath)
                fonts.refused.insert(member.key)
                continue
            }
            let read = readFont(member.key, at: memberPath) { (maxBytes: Int) throws(AssetError) -> [UInt8] in
                try FontData.bytes(dataURI: uri, maxBytes: maxBytes)
            }
            if let read { fonts.byName[member.key] = read } else { fonts.refused.insert(member.key) }
        }
    }

    /// Reads one font's bytes, checks them and counts them against the total; problems are
    /// reported at `path` (422 `invalid_font`, or `limit_exceeded`).
    private mutating func readFont(_ name: String, at path: JSONPath, _ bytes: (Int) throws(AssetError) -> [UInt8]) -> CustomFont? {
        let data: [UInt8], info: FontFileInfo
        do {
            data = try bytes(limits.maxFontBytes)
            info = try FontFile.inspect(data, maxBytes: limits.maxFontBytes)
        } catch let error as AssetError {
            let message = "font \(quoted(name)): \(error.message)"
            log.record(error.kind == .limit ? .limit(message) : Problem(code: "invalid_font", message: message), at: path)
            return nil
        } catch let error as FontFileError {
            let message = "font \(quoted(name)): \(error.message)"
            log.record(error.isLimit ? .limit(message) : Problem(code: "invalid_font", message: message), at: path)
            return nil
        } catch {
            return nil
        }
        fonts.bytes += data.count
        guard fonts.bytes <= limits.maxTotalFontBytes else {
            log.record(
                .limit("the scene's fonts are more than \(limits.maxTotalFontBytes) bytes in all (limits.maxTotalFontBytes)"), at: path)
            return nil
        }
        return CustomFont(name: name, family: info.family, bytes: data, dataURI: FontData.dataURI(data))
    }

    /// The font `name` of the scene's `fonts`, else of the server's font folder; nil (reported
    /// at `path`, unless it was refused where it was read) when there is none.
    mutating func customFont(named name: String, at path: JSONPath) -> CustomFont? {
        if let font = fonts.byName[name] { return font }
        if let font = folderFont(name, at: path) { return font }
        if fonts.refused.contains(name) { return nil }
        let known = fonts.byName.keys.sorted()
        let hint =
            known.isEmpty
            ? "; the scene has no fonts (declare them in \"fonts\": {\"\(name)\": \"data:font/ttf;base64,…\"})"
            : Suggestion.clause(for: name, in: known).isEmpty
                ? "; the scene's fonts are \(known.map { quoted($0) }.joined(separator: ", "))" : Suggestion.clause(for: name, in: known)
        log.record(Problem(code: "unknown_font", message: "unknown font \(quoted(name))\(hint)"), at: path)
        return nil
    }

    /// `<name>.ttf` or `<name>.otf` of the server's font folder, when there is one.
    private mutating func folderFont(_ name: String, at path: JSONPath) -> CustomFont? {
        guard let directory = limits.fontDirectory, Self.isSafeFileName(name) else { return nil }
        if let known = fonts.folder[name] { return known }
        var found: CustomFont?
        var exists = false
        for ext in ["ttf", "otf"] {
            guard let bytes = Self.readFile("\(directory)/\(name).\(ext)", maxBytes: limits.maxFontBytes) else { continue }
            exists = true
            found = readFont(name, at: path) { (maxBytes: Int) throws(AssetError) -> [UInt8] in
                guard let bytes else { throw AssetError(.limit, "the file is more than \(maxBytes) bytes (limits.maxFontBytes)") }
                return bytes
            }
            break
        }
        fonts.folder[name] = .some(found)
        if found == nil && exists { fonts.refused.insert(name) }
        return found
    }

    static func isFontName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != ".", first != " ", name.count <= maxFontNameLength else { return false }
        return name.unicodeScalars.allSatisfy { c in
            (c >= "0" && c <= "9") || (c >= "A" && c <= "Z") || (c >= "a" && c <= "z") || c == "_" || c == "-" || c == "." || c == " "
        }
    }
}
