import Foundation
import Testing
import Zoetrope

/// An animating font size draws, at each instant, the glyphs of the text set at that size: the
/// snapshot halfway through 12 → 24 pt (easeInOut, progress 0.5) is the static 18 pt text. The
/// frame animates with the same curve, so the text sits where a static 18 pt one is centred.
@Suite struct AnimatedTextRenderTests {
    static func scene(size: String, timeline: String) -> String {
        #"""
        {"canvas": {"width": 200, "height": 100}, "state": {"size": \#(size)},
         "body": {"type": "Text", "text": "Hello", "modifiers": [{"font": {"size": "size"}}, {"foregroundColor": "red"}]},
         "timeline": \#(timeline)}
        """#
    }

    @Test func halfwaySnapshotIsTheMidSizeText() throws {
        let animated = Self.scene(size: "12", timeline: #"[{"at": 1, "set": {"size": 24}, "withAnimation": {"easeInOut": {"duration": 1}}}]"#)
        let still = Self.scene(size: "18", timeline: "[]")
        for text in [TextRendering.paths, .text] {
            let midway = try TestRenderer.svg(animated, options: RenderOptions(mode: .snapshot, time: 1.5, text: text))
            let expected = try TestRenderer.svg(still, options: RenderOptions(mode: .snapshot, text: text))
            #expect(midway == expected)
        }
        let start = try TestRenderer.svg(animated, options: RenderOptions(mode: .snapshot, time: 1, text: .paths))
        #expect(start == (try TestRenderer.svg(Self.scene(size: "12", timeline: "[]"), options: RenderOptions(mode: .snapshot))))
    }

    /// In keyframes the glyphs move as SMIL path data: its first value is the 12 pt text's
    /// outline where the snapshot draws it (the element's base), in both formats.
    @Test func keyframesAnimateTheGlyphOutlines() throws {
        let animated = Self.scene(size: "12", timeline: #"[{"at": 1, "set": {"size": 24}, "withAnimation": {"easeInOut": {"duration": 1}}}]"#)
        let small = try TestRenderer.svg(Self.scene(size: "12", timeline: "[]"), options: RenderOptions(mode: .snapshot))
        let d = try #require(small.range(of: #" d=""#).map { String(small[$0.upperBound...].prefix { $0 != "\"" }) })
        for format in [AnimationFormat.css, .smil] {
            let keyframes = try TestRenderer.svg(animated, options: RenderOptions(mode: .keyframes, format: format))
            #expect(keyframes.contains(#"<animate attributeName="d" values="\#(d);"#))
        }
        // Text output has no outlines to move.
        let text = try TestRenderer.svg(animated, options: RenderOptions(mode: .keyframes, text: .text))
        #expect(!text.contains(#"attributeName="d""#))
    }
}
