import Views

/// The bytes of a font a scene brings as a `data:` URI, and the URI written back for `@font-face`.
public enum FontData {
    /// The decoded bytes of `dataURI`; the font itself is checked by `FontFile.inspect`.
    /// - Throws: an ``AssetError`` of kind `.limit` when more than `maxBytes` bytes would come out.
    public static func bytes(dataURI string: String, maxBytes: Int) throws(AssetError) -> [UInt8] {
        do {
            return try DataURI.parse(string, maxBytes: maxBytes).bytes
        } catch where error.kind == .limit {
            throw AssetError(.limit, "the font is more than \(maxBytes) bytes (limits.maxFontBytes)")
        }
    }

    /// `data:font/otf;base64,…` for an OpenType (CFF) file, `data:font/ttf;base64,…` otherwise.
    public static func dataURI(_ bytes: [UInt8]) -> String {
        let isCFF = bytes.starts(with: Array("OTTO".utf8))
        return "data:font/\(isCFF ? "otf" : "ttf");base64," + Base64.encode(bytes)
    }
}

extension ImageAsset {
    /// A colour glyph's PNG (from a system font) as an asset: checked like a scene's PNG
    /// (signature, chunk CRCs, header); nil when it is not a valid PNG.
    public static func glyphPNG(_ bytes: [UInt8]) -> ImageAsset? {
        guard let image = try? RasterImage.read(bytes), image.format == .png else { return nil }
        return ImageAsset(
            name: "glyph", format: .png, width: Double(image.width), height: Double(image.height),
            dataURI: "data:image/png;base64," + Base64.encode(bytes))
    }
}
