import Assets
import Glibc
import Views

/// `assets`, `Image` and the image modifiers.
extension SceneDecoder {
    /// `"assets": {"tower": "data:image/png;base64,…"}`: every asset read and checked; one that is
    /// not a valid image is reported at `/assets/<name>`.
    mutating func imageAssets(_ json: JSONValue, at path: JSONPath) -> [String: ImageAsset] {
        guard case .object(let members) = json else {
            log.record(.typeMismatch("assets", expected: "an object of names and data: URIs", got: json), at: path)
            return [:]
        }
        var assets: [String: ImageAsset] = [:]
        for member in members {
            let memberPath = path.appending(member.key)
            guard case .string(let uri) = member.value else {
                log.record(
                    .typeMismatch("assets.\(member.key)", expected: "a data: URI string", got: member.value), at: memberPath)
                continue
            }
            if let asset = readAsset(member.key, at: memberPath, { (limits: AssetLimits) throws(AssetError) -> ImageAsset in
                try ImageAsset.read(name: member.key, dataURI: uri, limits: limits)
            }) {
                assets[member.key] = asset
            } else {
                refusedAssets.insert(member.key)
            }
        }
        return assets
    }

    /// Reads one asset, reporting its problem at `path` and counting its bytes against the total.
    private mutating func readAsset(
        _ name: String, at path: JSONPath, _ read: (AssetLimits) throws(AssetError) -> ImageAsset
    ) -> ImageAsset? {
        do {
            let asset = try read(limits.assets)
            assetBytes += asset.dataURI.utf8.count / 4 * 3
            if assetBytes > limits.assets.maxTotalAssetBytes {
                log.record(
                    .limit(
                        "the scene's images are more than \(limits.assets.maxTotalAssetBytes) bytes in all (limits.maxTotalAssetBytes)"
                    ), at: path)
                return nil
            }
            return asset
        } catch {
            let message = "asset \(quoted(name)): \(error.message)"
            log.record(error.kind == .limit ? .limit(message) : Problem(code: "invalid_image", message: message), at: path)
            return nil
        }
    }

    /// `{"type": "Image", "name": "tower"}` or `{"type": "Image", "systemName": "heart.fill"}`.
    mutating func image(_ reader: inout ObjectReader) -> SceneView.Kind? {
        if let (value, path) = reader.take("systemName") {
            if reader.take("name") != nil {
                log.record(.invalid("an Image takes name or systemName, not both"), at: reader.path)
                return nil
            }
            return symbol(value, at: path)
        }
        guard let (value, path) = reader.take("name") else {
            log.record(.missingKey("name", in: "Image"), at: reader.path)
            return nil
        }
        guard case .string(let name) = value else {
            log.record(.typeMismatch("Image.name", expected: "the name of an asset", got: value), at: path)
            return nil
        }
        if let asset = assets[name] { return .image(asset) }
        if let asset = folderAsset(name, at: path) { return .image(asset) }
        // A refused asset (of the scene or of the folder) was reported where it was read.
        if refusedAssets.contains(name) { return nil }
        log.record(
            Problem(
                code: "unknown_image",
                message: "unknown image \(quoted(name))"
                    + (assets.isEmpty
                        ? "; the scene has no assets"
                        : Suggestion.clause(for: name, in: assets.keys.sorted()))),
            at: path)
        return nil
    }

    /// The image `name` of the server's asset folder, when there is one: `<name>.png`, `.jpg`,
    /// `.jpeg`, `.gif`, `.webp` or `.svg`. Names are letters, digits, `_`, `-` and `.` (not
    /// first), so that no name leaves the folder.
    private mutating func folderAsset(_ name: String, at path: JSONPath) -> ImageAsset? {
        guard let directory = limits.assetDirectory, Self.isSafeFileName(name) else { return nil }
        if let known = folderAssets[name] { return known }
        var found: ImageAsset?
        var exists = false
        for ext in ["png", "jpg", "jpeg", "gif", "webp", "svg"] {
            guard let bytes = Self.readFile("\(directory)/\(name).\(ext)", maxBytes: limits.assets.maxAssetBytes) else { continue }
            exists = true
            found = readAsset(name, at: path) { (limits: AssetLimits) throws(AssetError) -> ImageAsset in
                guard let bytes else { throw AssetError(.limit, "the file is more than \(limits.maxAssetBytes) bytes (limits.maxAssetBytes)") }
                return try ImageAsset.read(
                    name: name, bytes: bytes, mediaType: ext == "svg" ? "image/svg+xml" : nil, limits: limits)
            }
            break
        }
        folderAssets[name] = .some(found)
        if found == nil && exists { refusedAssets.insert(name) }
        return found
    }

    static func isSafeFileName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: "."), name.utf8.count <= 200 else { return false }
        return name.utf8.allSatisfy { c in
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 45 || c == 46
        }
    }

    /// The file's bytes: nil when it does not exist, `.some(nil)` when it is larger than `maxBytes`.
    static func readFile(_ path: String, maxBytes: Int) -> [UInt8]?? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes += chunk[0..<count]
            if bytes.count > maxBytes { return .some(nil) }
        }
        return .some(bytes)
    }

    // MARK: - Modifiers

    mutating func imageModifier(_ name: String, _ value: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        switch name {
        case "resizable": return bool(value, at: path, subject: name, scope: scope).map { .image(.resizable($0)) }
        case "antialiased": return bool(value, at: path, subject: name, scope: scope).map { .image(.antialiased($0)) }
        case "interpolation": return named(value, at: path, subject: name, scope: scope).map { .image(.interpolation($0)) }
        case "renderingMode": return named(value, at: path, subject: name, scope: scope).map { .image(.renderingMode($0)) }
        case "scaledToFit", "scaledToFill":
            guard value == .bool(true) else {
                log.record(.typeMismatch(name, expected: "true", got: value), at: path)
                return nil
            }
            return .aspectRatio(ratio: nil, contentMode: .constant(name == "scaledToFit" ? .fit : .fill))
        default:
            return aspectRatio(value, at: path, scope: scope)
        }
    }

    /// `{"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}`, `{"aspectRatio": 1.5}` (fit), or
    /// `{"aspectRatio": "fill"}` (the view's own ratio).
    private mutating func aspectRatio(_ value: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        switch value {
        case .number:
            return number(value, at: path, subject: "aspectRatio", scope: scope).map { .aspectRatio(ratio: $0, contentMode: .constant(.fit)) }
        case .string:
            let mode: Dynamic<ContentMode>? = named(value, at: path, subject: "aspectRatio", scope: scope)
            return mode.map { .aspectRatio(ratio: nil, contentMode: $0) }
        default:
            guard var reader = object(value, at: path, subject: "aspectRatio", expected: "an object, a ratio or a content mode")
            else { return nil }
            let ratio = optionalLength(&reader, "ratio", subject: "aspectRatio.ratio", scope: scope)
            let mode: Dynamic<ContentMode>? = namedProperty(
                &reader, "contentMode", subject: "aspectRatio.contentMode", default: .fit, scope: scope)
            finish(reader, subject: "aspectRatio", allowed: ["ratio", "contentMode"])
            guard ratio.valid, let mode else { return nil }
            return .aspectRatio(ratio: ratio.value, contentMode: mode)
        }
    }

    /// `resizable`, `interpolation`, `renderingMode` and `antialiased` are `Image` methods: they
    /// come straight after the image, before its view modifiers.
    mutating func checkImageModifiers(_ list: ModifierList, viewType: String) {
        guard list.hasImageModifiers else { return }
        var leading = true
        for index in list.modifiers.indices {
            guard case .image(let modifier) = list.modifiers[index] else {
                leading = false
                continue
            }
            let name =
                switch modifier {
                case .resizable: "resizable"
                case .interpolation: "interpolation"
                case .renderingMode: "renderingMode"
                case .antialiased: "antialiased"
                }
            if viewType != "Image" {
                log.record(.invalid("\(name) applies only to Image, not to \(viewType)"), at: list.path(of: index))
            } else if !leading {
                log.record(.invalid("\(name) must come right after the Image, before its other modifiers"), at: list.path(of: index))
            }
        }
    }
}
