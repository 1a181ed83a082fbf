import Foundation
import Testing
import Zoetrope

/// Colour emoji in paths mode are `data:` PNG images over their boxes, embedded once per
/// document; in text mode the browser draws them with the emoji family listed.
@Suite struct ColorEmojiRenderTests {
    static let installed = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    func scene(_ text: String, timeline: Bool = false) -> String {
        #"{"canvas": {"width": 200, "height": 100}, "state": {"x": 0}, "body": {"type": "Text", "text": "\#(text)", "#
            + #""modifiers": [{"font": {"size": 20}}, {"offset": {"x": "x"}}]}"#
            + (timeline ? #", "timeline": [{"at": 0.5, "set": {"x": 40}, "withAnimation": "linear"}]}"# : "}")
    }

    /// `url(#<id>)` of the document's first pattern.
    func patternReference(_ svg: String) throws -> String {
        let id = try #require(svg.components(separatedBy: "<pattern id=\"").dropFirst().first?.prefix { $0 != "\"" })
        return "url(#\(id))"
    }

    @Test func pathsModeDrawsEachEmojiImageOnce() throws {
        guard Self.installed else { return }
        let svg = try TestRenderer.svg(scene("😀 😀 👍"), options: RenderOptions(mode: .snapshot))
        #expect(svg.components(separatedBy: "xlink:href=\"data:image/png;base64,").count == 3)
        #expect(svg.components(separatedBy: "fill=\"\(try patternReference(svg))\"").count == 3)
        try SVGValidation.expectValid(Array(svg.utf8), "emoji paths")
    }

    /// The image's box is the bitmap's: 136 × 128 px at 109 ppem, at 20 pt 24.95 × 23.49, its top
    /// 18.53 above the baseline.
    @Test func theImageBoxIsScaledFromTheStrike() throws {
        guard Self.installed else { return }
        let svg = try TestRenderer.svg(scene("😀"), options: RenderOptions(mode: .snapshot, precision: 2))
        let reference = try patternReference(svg)
        let path = try #require(svg.components(separatedBy: "<path").first { $0.contains(reference) })
        let d = try #require(path.components(separatedBy: "d=\"").dropFirst().first?.prefix { $0 != "\"" })
        let numbers = d.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(abs((xs.max()! - xs.min()!) - 136.0 / 109 * 20) < 0.02, "\(d)")
        #expect(abs((ys.max()! - ys.min()!) - 128.0 / 109 * 20) < 0.02, "\(d)")
    }

    /// In keyframes the images sit in the text's group, so they move with its translation.
    @Test(arguments: AnimationFormat.allCases)
    func keyframesMoveTheImageWithItsText(format: AnimationFormat) throws {
        guard Self.installed else { return }
        let svg = try TestRenderer.svg(scene("a😀", timeline: true), options: RenderOptions(mode: .keyframes, format: format))
        let reference = try patternReference(svg)
        let group = try #require(svg.components(separatedBy: "<g").first { $0.contains(reference) })
        #expect(group.contains("<path"))
        // Moved by layout (a growing rectangle above it): the text's own group is translated,
        // and its attribute comes before the glyph images inside it.
        let stacked = #"{"canvas": {"width": 200, "height": 100}, "state": {"h": 0}, "body": {"type": "VStack", "children": ["#
            + #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": "h"}}]}, {"type": "Text", "text": "a😀"}]}, "#
            + #""timeline": [{"at": 0.5, "set": {"h": 40}, "withAnimation": "linear"}]}"#
        let moved = try TestRenderer.svg(stacked, options: RenderOptions(mode: .keyframes, format: format))
        let textGroup = try #require(moved.components(separatedBy: "<g").first { $0.contains("url(#") && $0.contains("<path") })
        let startTag = textGroup.prefix { $0 != ">" }
        #expect(startTag.contains("transform=\"translate(0 20)\""))
        #expect(format == .css ? startTag.contains("class=\"") : textGroup.contains("<animateTransform"))
        try SVGValidation.expectValid(Array(moved.utf8), "emoji moved by layout \(format)")
        try SVGValidation.expectValid(Array(svg.utf8), "emoji keyframes \(format)")
    }

    @Test func textModeListsTheEmojiFamily() throws {
        guard Self.installed else { return }
        let svg = try TestRenderer.svg(scene("hi 😀"), options: RenderOptions(mode: .snapshot, text: .text))
        #expect(svg.contains("'Noto Color Emoji'"))
        #expect(!svg.contains("data:image/png"))
        try SVGValidation.expectValid(Array(svg.utf8), "emoji text")
    }
}
