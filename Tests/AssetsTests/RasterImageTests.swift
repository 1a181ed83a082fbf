import Testing
@testable import Assets
@testable import Views

enum Base64Decoding {
    static func decode(_ string: String) throws -> [UInt8] {
        try Base64.decode(ArraySlice(string.utf8), maxBytes: 1 << 20)
    }
}

@Suite struct RasterImageTests {
    let limits = AssetLimits.default

    @Test func pngSizeComesFromIHDR() throws {
        let asset = try ImageAsset.read(name: "p", dataURI: "data:image/png;base64," + ImageFixtures.png3x2, limits: limits)
        #expect(asset.format == .png)
        #expect(asset.width == 3 && asset.height == 2)
        #expect(asset.dataURI == "data:image/png;base64," + ImageFixtures.png3x2)
    }

    @Test func jpegSizeComesFromStartOfFrame() throws {
        let asset = try ImageAsset.read(name: "j", dataURI: "data:image/jpeg;base64," + ImageFixtures.jpeg4x3, limits: limits)
        #expect(asset.format == .jpeg)
        #expect(asset.width == 4 && asset.height == 3)
    }

    @Test func gifKeepsOnlyItsFirstFrame() throws {
        let bytes = ImageFixtures.bytes(ImageFixtures.gif2x2)
        let image = try RasterImage.read(bytes)
        #expect(image.width == 2 && image.height == 2)
        // 13 (header, screen) + 12 (2-colour table) + 19 (NETSCAPE) + 8 (GCE) + 10 (descriptor)
        // + 1 (code size) + 7 (one sub-block) + 1 (terminator) = 71 bytes, then a trailer.
        #expect(image.bytes == Array(bytes[0..<71]) + [0x3B])
    }

    @Test func webpSizes() throws {
        let lossless = try RasterImage.read(ImageFixtures.bytes(ImageFixtures.webp5x4))
        #expect(lossless.width == 5 && lossless.height == 4)
        let lossy = try RasterImage.read(ImageFixtures.bytes(ImageFixtures.webpLossy6x7))
        #expect(lossy.width == 6 && lossy.height == 7)
    }

    @Test func truncatedPNGIsRefusedAtEveryLength() {
        let bytes = ImageFixtures.bytes(ImageFixtures.png3x2)
        for length in 0..<bytes.count {
            #expect(throws: AssetError.self) { try RasterImage.read(Array(bytes[0..<length])) }
        }
    }

    @Test func truncatedJPEGGIFAndWebPAreRefused() {
        // A GIF cut after its first image (71 bytes, see gifKeepsOnlyItsFirstFrame) still has it.
        for (fixture, whole) in [(ImageFixtures.jpeg4x3, 2), (ImageFixtures.gif2x2, 71), (ImageFixtures.webp5x4, 2)] {
            let bytes = ImageFixtures.bytes(fixture)
            for length in stride(from: 0, to: fixture == ImageFixtures.gif2x2 ? whole : bytes.count - whole, by: 1) {
                #expect(throws: AssetError.self) { try RasterImage.read(Array(bytes[0..<length])) }
            }
        }
    }

    @Test func pngWithAWrongCRCIsRefused() {
        var bytes = ImageFixtures.bytes(ImageFixtures.png3x2)
        bytes[20] ^= 1  // inside IHDR's data
        #expect(throws: AssetError("the PNG chunk IHDR at byte 8 has a wrong CRC")) { try RasterImage.read(bytes) }
    }

    @Test func hugeDimensionsInAHeaderAreALimit() throws {
        // A GIF whose logical screen says 65535×65535 (the header is not CRC-checked).
        var bytes = ImageFixtures.bytes(ImageFixtures.gif2x2)
        bytes[6] = 0xFF; bytes[7] = 0xFF; bytes[8] = 0xFF; bytes[9] = 0xFF
        let image = try RasterImage.read(bytes)
        #expect(image.width == 65535)
        #expect(throws: AssetError(.limit, "the image is 65535×65535 pixels, a side more than the limit of 8192 (limits.maxImageSide)")) {
            try image.check(limits)
        }
        var small = AssetLimits.default
        small.maxImagePixels = 5
        #expect(throws: AssetError(.limit, "the image is 3×2 = 6 pixels, more than the limit of 5 (limits.maxImagePixels)")) {
            try ImageAsset.read(name: "p", dataURI: "data:image/png;base64," + ImageFixtures.png3x2, limits: small)
        }
    }

    @Test func declaredTypeMustMatchTheData() {
        #expect(throws: AssetError("the data: URI says image/jpeg but the data is a PNG image")) {
            try ImageAsset.read(name: "p", dataURI: "data:image/jpeg;base64," + ImageFixtures.png3x2, limits: limits)
        }
        #expect(throws: AssetError("the data is not a PNG, JPEG, GIF or WebP image (unknown signature)")) {
            try ImageAsset.read(name: "p", dataURI: "data:image/png;base64,aGVsbG8=", limits: limits)
        }
        #expect(throws: AssetError("must be a data: URI (data:image/png;base64,…), got \"https://example.com/a.png\"")) {
            try ImageAsset.read(name: "p", dataURI: "https://example.com/a.png", limits: limits)
        }
    }

    @Test func assetBytesAreBoundedWhileDecoding() {
        var small = AssetLimits.default
        small.maxAssetBytes = 10
        #expect(throws: AssetError(.limit, "the asset is more than 10 bytes (limits.maxAssetBytes)")) {
            try ImageAsset.read(name: "p", dataURI: "data:image/png;base64," + ImageFixtures.png3x2, limits: small)
        }
    }

    @Test func base64RoundTrips() throws {
        for length in 0..<10 {
            let bytes = (0..<length).map { UInt8($0 * 37 & 0xFF) }
            #expect(try Base64Decoding.decode(Base64.encode(bytes)) == bytes)
        }
        #expect(Base64.encode(Array("Man".utf8)) == "TWFu")
        #expect(Base64.encode(Array("Ma".utf8)) == "TWE=")
    }
}
