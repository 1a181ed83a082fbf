import Testing
import Zoetrope

/// A scene may spell characters that XML 1.0 forbids with `\u` escapes; every output mode still
/// writes a valid document, with U+FFFD in their place.
@Suite struct ForbiddenCharacterTests {
    /// The `\u` escapes of U+0000–U+001F but tab, line feed and carriage return, and U+FFFE/U+FFFF.
    static let escapes: [String] =
        (0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) }.map { "\\u" + hex($0) } + ["\\uFFFE", "\\uFFFF"]

    static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    static func scene(_ escape: String) -> [UInt8] {
        Array(#"{"canvas": {"width": 400, "height": 60}, "body": {"type": "Text", "text": "a\#(escape)b"}}"#.utf8)
    }

    /// Line tabulation and form feed are mandatory line breaks (UAX #14 class BK): the text is
    /// two lines, "a" and "b", and the character itself is never written.
    static let lineBreaks: Set<String> = ["\\u000B", "\\u000C"]

    @Test(arguments: escapes)
    func textModeWritesReplacementCharacter(escape: String) throws {
        for options in [RenderOptions(mode: .snapshot, text: .text), RenderOptions(text: .text, format: .css), RenderOptions(text: .text, format: .smil)] {
            let bytes = try TestRenderer.shared.render(Self.scene(escape), options: options).bytes
            let expected = Self.lineBreaks.contains(escape) ? "ab" : "a\u{FFFD}b"
            #expect(try SVGStructure(bytes).text == expected, "\(escape) in \(options.mode) \(options.format)")
            try SVGValidation.expectValid(bytes, "\(escape) in \(options.mode) \(options.format)")
        }
    }

    @Test func pathsModeStaysValid() throws {
        for escape in Self.escapes {
            let bytes = try TestRenderer.shared.render(Self.scene(escape), options: RenderOptions(text: .paths)).bytes
            try SVGValidation.expectValid(bytes, "\(escape) as paths")
        }
    }

    @Test func framesModeStaysValid() throws {
        let options = RenderOptions(mode: .frames, text: .text, fps: 1, to: 0)
        let output = try TestRenderer.shared.render(Self.scene("\\u0001"), options: options)
        let json = String(decoding: output.bytes, as: UTF8.self)
        // The frame's SVG is a JSON string: U+FFFD is written as itself.
        #expect(json.contains("a\u{FFFD}b"))
        #expect(!json.contains("\\u0001"))
    }

    @Test func unpairedSurrogateIsRefused() {
        let json = Array(#"{"body": {"type": "Text", "text": "a\uD800b"}}"#.utf8)
        #expect {
            _ = try TestRenderer.shared.render(json, options: RenderOptions(text: .text))
        } throws: { error in
            guard let error = error as? ZoetropeError else { return false }
            return error.status == 400 && error.message.contains("unpaired UTF-16 surrogate")
        }
    }
}
