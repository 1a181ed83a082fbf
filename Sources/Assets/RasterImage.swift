/// A raster image checked by its signature and header: its format, size, and the bytes to
/// embed (for a GIF, its first frame only).
struct RasterImage {
    var format: RasterFormat
    var width: Int
    var height: Int
    var bytes: [UInt8]

    /// Recognises the format by its signature and checks the image's structure.
    static func read(_ bytes: [UInt8]) throws(AssetError) -> RasterImage {
        guard let format = RasterFormat(signatureOf: bytes) else {
            throw AssetError("the data is not a PNG, JPEG, GIF or WebP image (unknown signature)")
        }
        let reader = ByteReader(bytes: bytes, format: format.name)
        switch format {
        case .png:
            let size = try PNGHeader.read(reader)
            return RasterImage(format: .png, width: size.width, height: size.height, bytes: bytes)
        case .jpeg:
            let size = try JPEGHeader.read(reader)
            return RasterImage(format: .jpeg, width: size.width, height: size.height, bytes: bytes)
        case .gif:
            let (width, height, firstFrame) = try GIFHeader.read(reader)
            return RasterImage(format: .gif, width: width, height: height, bytes: firstFrame)
        case .webp:
            let size = try WebPHeader.read(reader)
            return RasterImage(format: .webp, width: size.width, height: size.height, bytes: bytes)
        }
    }

    /// Refuses an image with a zero side, or past `limits`.
    func check(_ limits: AssetLimits) throws(AssetError) {
        guard width > 0, height > 0 else {
            throw AssetError("the \(format.name) header gives a size of \(width)×\(height) pixels")
        }
        if width > limits.maxImageSide || height > limits.maxImageSide {
            throw AssetError(
                .limit,
                "the image is \(width)×\(height) pixels, a side more than the limit of \(limits.maxImageSide) (limits.maxImageSide)")
        }
        if width * height > limits.maxImagePixels {
            throw AssetError(
                .limit,
                "the image is \(width)×\(height) = \(width * height) pixels, more than the limit of \(limits.maxImagePixels) (limits.maxImagePixels)"
            )
        }
    }
}

enum RasterFormat {
    case png, jpeg, gif, webp

    init?(signatureOf bytes: [UInt8]) {
        let reader = ByteReader(bytes: bytes, format: "")
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if reader.matches(0, "GIF87a") || reader.matches(0, "GIF89a") {
            self = .gif
        } else if reader.matches(0, "RIFF") && reader.matches(8, "WEBP") {
            self = .webp
        } else {
            return nil
        }
    }

    var name: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .gif: "GIF"
        case .webp: "WebP"
        }
    }
}
