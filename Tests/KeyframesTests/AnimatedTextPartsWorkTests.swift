import Foundation
import Geometry
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
