/// A parsed `data:` URI (RFC 2397): its media type, parameters and decoded bytes.
struct DataURI {
    var mediaType: String
    var bytes: [UInt8]

    /// Parses `data:<type>[;param…][;base64],<data>`; `;utf8` (or any parameter without `=`
    /// other than `base64`) marks percent-encoded text. Decoding stops with an error as soon as
    /// more than `maxBytes` bytes would come out.
    static func parse(_ string: String, maxBytes: Int) throws(AssetError) -> DataURI {
        let utf8 = Array(string.utf8)
        let prefix = Array("data:".utf8)
        guard utf8.count >= prefix.count, utf8[0..<prefix.count].map(lowercased) == prefix else {
            throw AssetError("must be a data: URI (data:image/png;base64,…), got \(preview(string))")
        }
        guard let comma = utf8[prefix.count...].firstIndex(of: UInt8(ascii: ",")) else {
            throw AssetError("the data: URI has no ',' before its data")
        }
        let header = String(decoding: utf8[prefix.count..<comma], as: UTF8.self)
        var parts = header.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces.lowercased()
        }
        let mediaType = parts.isEmpty ? "" : parts.removeFirst()
        let isBase64 = parts.contains("base64")
        let payload = utf8[(comma + 1)...]
        let bytes = try isBase64 ? Base64.decode(payload, maxBytes: maxBytes) : percentDecoded(payload, maxBytes: maxBytes)
        return DataURI(mediaType: mediaType.isEmpty ? "text/plain" : mediaType, bytes: bytes)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte + 32 : byte
    }

    private static func percentDecoded(_ input: ArraySlice<UInt8>, maxBytes: Int) throws(AssetError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(min(input.count, maxBytes))
        var i = input.startIndex
        while i < input.endIndex {
            var byte = input[i]
            if byte == UInt8(ascii: "%") {
                guard i + 2 < input.endIndex, let high = hexValue(input[i + 1]), let low = hexValue(input[i + 2]) else {
                    throw AssetError("the data: URI has a '%' not followed by two hex digits at byte \(i)")
                }
                byte = high << 4 | low
                i += 3
            } else {
                i += 1
            }
            guard output.count < maxBytes else { throw tooLarge(maxBytes) }
            output.append(byte)
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }

    static func tooLarge(_ maxBytes: Int) -> AssetError {
        AssetError(.limit, "the asset is more than \(maxBytes) bytes (limits.maxAssetBytes)")
    }

    /// The start of a string for a message, at most 40 characters.
    static func preview(_ string: String) -> String {
        let head = string.prefix(40)
        return "\"\(head)\(head.count < string.count ? "…" : "")\""
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return s
    }
}
