import Foundation
import DisplayList
import Geometry
import Timeline
import Typesetting
import Views
import Testing

@testable import Keyframes

/// The keyframe writer places an animated text's parts once per keyframe value, however many
/// parts (lines, segments, runs, decorations) the text writes: one `AnimatedTextParts` per
/// element, shared by its parts.
@Suite struct AnimatedTextPartsWorkTests {
    /// One Text of 10,000 characters, "a" and a line break 5,000 times (5,000 lines), its font
    /// size 12 → 24 over one second with `easeInOut`, at its ideal size (every line drawn).
    static let longText = #"""
        {"canvas": {"width": 200, "height": 200}, "state": {"big": false},
         "body": {"type": "Text", "text": "\#(String(repeating: #"a\n"#, count: 5_000))",
           "modifiers": [{"font": {"size": "big ? 24 : 12"}}, {"fixedSize": true}]},
         "timeline": [{"at": 0, "set": {"big": true}, "withAnimation": {"easeInOut": {"duration": 1}}}]}
        """#

    static func withGlyphs(_ elements: [AnimatedElement]) -> AnimatedElement? {
        for element in elements {
            if element.track(.glyphs)?.isConstant == false { return element }
            if let found = withGlyphs(element.children) { return found }
        }
        return nil
    }

    @Test(arguments: [KeyframeEncoder.Format.css, .smil])
    func eachValueIsPlacedOnce(format: KeyframeEncoder.Format) throws {
        let animator = try KeyframesTestSupport.animator(Self.longText)
        let text = try #require(Self.withGlyphs(KeyframesTestSupport.elements(animator)))
        let track = try #require(text.track(.glyphs))
        // Distinct values the track holds (the easeInOut curve is one key per keyframe; its
        // spline splits add keys whose values are placed too, at most 2^6 per interval).
        var distinct: [[Double]] = []
        for frame in track.keyframes where !distinct.contains(frame.value) { distinct.append(frame.value) }
        #expect(distinct.count >= 2)

        var encoder = KeyframeEncoder(format: format, precision: 2, idPrefix: "k", glyphs: nil)
        let work = AnimatedTextParts.Work()
        encoder.textWork = work
        let canvas = Size(width: 200, height: 200)
        let svg = String(decoding: encoder.encode(animator, canvas: canvas, background: nil), as: UTF8.self)
        // One set of parts for the one element (not one per line), and each SMIL key's value
        // placed once for all 5,000 lines: the keys of the track's one run.
        #expect(work.partSets == 1)
        let keys = SMILAnimations.runs(track, endsElsewhere: text.endsElsewhere(.glyphs, track)).map(\.keys.count).reduce(0, +)
        #expect(work.placements >= distinct.count)
        #expect(work.placements <= keys)
        // Every line is its own `<text>` with its own font-size animation.
        #expect(svg.components(separatedBy: "<text ").count - 1 == 5_000)
        #expect(svg.components(separatedBy: #"attributeName="font-size""#).count - 1 == 5_000)
    }
}

/// An animated text's parts live as long as their document needs them: the SMIL channels they
/// make (and keep, grouped by part) do not hold them, so nothing is left behind per render.
@Suite struct AnimatedTextPartsLifetimeTests {
    @Test func partsAreFreedWithTheirChannelsMade() throws {
        let animator = try KeyframesTestSupport.animator(AnimatedTextPartsWorkTests.longText.replacingOccurrences(
            of: String(repeating: #"a\n"#, count: 5_000), with: #"a\nb"#))
        let element = try #require(AnimatedTextPartsWorkTests.withGlyphs(KeyframesTestSupport.elements(animator)))
        weak var released: AnimatedTextParts?
        var sample = ""
        do {
            let parts = try #require(
                AnimatedTextParts(role: element.key.role, item: element.item, origin: element.base, glyphs: nil))
            released = parts
            let channels = parts.channels(NumberText(precision: 2), for: .line(0))
            // The first line's <text> is placed by the glyphs value: its y at the track's first value.
            let first = try #require(element.track(.glyphs)?.keyframes.first?.value)
            sample = try #require(channels.first { $0.attribute == "font-size" }).text(first)
        }
        #expect(sample == "12px")  // the font size before the change: "big ? 24 : 12" with big false
        #expect(released == nil)
    }
}

/// The outlines of an animated text's parts placed at each keyframe value (paths mode) count
/// against the drawn-path budget as one more drawing: past it the document is refused at the
/// text's view.
@Suite struct AnimatedTextPartsBudgetTests {
    static let hello = #"""
        {"canvas": {"width": 200, "height": 100}, "state": {"big": false},
         "body": {"type": "Text", "text": "Hello", "modifiers": [{"font": {"size": "big ? 24 : 12"}}]},
         "timeline": [{"at": 0, "set": {"big": true}, "withAnimation": {"easeInOut": {"duration": 1}}}]}
        """#

    static func encode(_ animator: Animator, budget: DrawnPathBudget, work: AnimatedTextParts.Work? = nil) -> [UInt8] {
        var encoder = KeyframeEncoder(format: .smil, precision: 2, idPrefix: "k", glyphs: TypesetterOutlines())
        encoder.drawnPaths = budget
        encoder.textWork = work
        return encoder.encode(animator, canvas: Size(width: 200, height: 100), background: nil)
    }

    @Test func placedOutlinesCount() throws {
        let animator = try KeyframesTestSupport.animator(Self.hello)
        let elements = KeyframeEncoder(glyphs: TypesetterOutlines()).elements(of: animator)
        let text = try #require(AnimatedTextPartsWorkTests.withGlyphs(elements))
        guard case .text(let item) = text.item else {
            Issue.record("not a text")
            return
        }
        // Each placed value outlines the same five glyphs at another size: as many elements.
        let perPlacement = (item.outline?.elements.count ?? 0) + item.runOutlines.reduce(0) { $0 + $1.path.elements.count }
        #expect(perPlacement > 0)
        let work = AnimatedTextParts.Work()
        let roomy = DrawnPathBudget(limit: 1_000_000_000)
        #expect(!Self.encode(animator, budget: roomy, work: work).isEmpty)
        #expect(work.placements >= 2)
        #expect(roomy.count == work.placements * perPlacement)
        // One element fewer than the placed outlines hold: refused at the text's view.
        let tight = DrawnPathBudget(limit: roomy.count - 1)
        #expect(Self.encode(animator, budget: tight).isEmpty)
        #expect(tight.exceededAt == "/body")
        #expect(!Self.encode(animator, budget: DrawnPathBudget(limit: roomy.count)).isEmpty)
    }
}

/// The typesetter's glyph outlines, as the renderer supplies them (`Renderer.swift`).
struct TypesetterOutlines: GlyphOutlineProviding {
    let typesetter = KeyframesTestSupport.typesetter
    func glyphOutline(_ glyph: UInt32, face: FontFace) -> Path { typesetter.glyphOutline(glyph, face: face) }
    func glyphOutline(_ glyph: UInt32, fallback: FallbackFace) -> Path { typesetter.glyphOutline(glyph, fallback: fallback) }
    func glyphImage(_ glyph: UInt32, fallback: FallbackFace) -> GlyphImage? { typesetter.glyphImage(glyph, fallback: fallback) }
}
