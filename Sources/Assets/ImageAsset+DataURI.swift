import Views

extension ImageAsset {
    /// Reads an asset from a `data:` URI: a raster image checked by its signature and header,
    /// or an SVG document, sanitised. The declared media type must match the data.
    public static func read(name: String, dataURI string: String, limits: AssetLimits) throws(AssetError) -> ImageAsset {
        let uri = try DataURI.parse(string, maxBytes: limits.maxAssetBytes)
        return try read(name: name, bytes: uri.bytes, mediaType: uri.mediaType, limits: limits)
    }

    /// Reads an asset from its bytes; `mediaType` nil means any supported format (a file of the
    /// server's asset folder, told by its signature).
    public static func read(
        name: String, bytes: [UInt8], mediaType: String?, limits: AssetLimits
    ) throws(AssetError) -> ImageAsset {
        guard bytes.count <= limits.maxAssetBytes else { throw DataURI.tooLarge(limits.maxAssetBytes) }
        if mediaType == "image/svg+xml" || (mediaType == nil && RasterFormat(signatureOf: bytes) == nil) {
            let svg = try SVGSanitizer(limits: limits, idPrefix: "a").sanitize(bytes)
            return ImageAsset(
                name: name, format: .svg, width: svg.width, height: svg.height,
                dataURI: "data:image/svg+xml;base64," + Base64.encode(svg.document))
        }
        let image = try RasterImage.read(bytes)
        let format: Format =
            switch image.format {
            case .png: .png
            case .jpeg: .jpeg
            case .gif: .gif
            case .webp: .webp
            }
        if let mediaType, mediaType != format.mediaType {
            guard mediaType.hasPrefix("image/") else {
                throw AssetError("the data: URI has media type \(mediaType); an image asset needs image/png, image/jpeg, image/gif, image/webp or image/svg+xml")
            }
            throw AssetError("the data: URI says \(mediaType) but the data is a \(image.format.name) image")
        }
        try image.check(limits)
        return ImageAsset(
            name: name, format: format, width: Double(image.width), height: Double(image.height),
            dataURI: "data:\(format.mediaType);base64," + Base64.encode(image.bytes))
    }
}
