import Zoetrope

/// An embed of a scene: the `GET /v1/render.svg` URL that renders it, and that URL as Markdown
/// and as an HTML `<img>`. The answer of `POST /v1/embed` and `zoetrope embed`.
public struct EmbedLink: Codable, Equatable, Sendable {
    public var url: String
    public var markdown: String
    public var html: String

    /// The order options are written in after `scene`.
    static let optionOrder = ["mode", "format", "t", "text", "precision", "fps", "from", "to"]

    /// - Parameters:
    ///   - base: the server's public address (no trailing `/`), e.g. `https://svg.example.com`.
    ///   - parameters: the render options to pin in the URL, as given (already checked); options
    ///     left out take the server's defaults when the URL is fetched.
    public init(scene json: [UInt8], parameters: [String: String], base: String) {
        var query = "\(EmbeddedScene.parameter)=\(EmbeddedScene.encode(json))"
        for name in Self.optionOrder {
            if let value = parameters[name] { query += "&\(name)=\(Self.percentEncoded(value))" }
        }
        url = "\(base)/v1/render.svg?\(query)"
        markdown = "![Zoetrope scene](\(url))"
        html = #"<img src="\#(Self.escaped(url))" alt="Zoetrope scene">"#
    }

    /// A query value with everything but unreserved characters percent-encoded.
    static func percentEncoded(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// `text` for an HTML attribute in double quotes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
