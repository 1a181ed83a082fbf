import Foundation
import Scene
import Testing
import Zoetrope

/// `{"type": "ProgressView"}`: eight spokes in 20 × 20 pt whose highlight steps 45° clockwise
/// every 1/8 s (docs/scene-format.md#progressview), in every output.
@Suite struct ProgressViewRenderTests {
    static let scene = #"{"canvas": {"width": 40, "height": 40}, "body": {"type": "ProgressView", "tint": "red"}}"#

    /// The spokes written out by hand, turned by `turn` degrees: spoke k is rotated −45k°, its
    /// opacity max(0.3, 1 − 0.15k), a 2.5 × 6 capsule offset 3 − 10 = −7 from the centre.
    static func spokes(turn: Double) -> String {
        let opacities = [1, 0.85, 0.7, 0.55, 0.4, 0.3, 0.3, 0.3]
        let capsules = (0..<8).map { k in
            #"{"type": "Capsule", "modifiers": [{"fill": "red"}, {"frame": {"width": 2.5, "height": 6}}, "#
                + #"{"opacity": \#(opacities[k])}, {"offset": {"y": -7}}, {"rotationEffect": \#(-45 * k)}]}"#
        }
        return #"{"canvas": {"width": 40, "height": 40}, "body": {"type": "ZStack", "children": [\#(capsules.joined(separator: ", "))], "#
            + #""modifiers": [{"frame": {"width": 20, "height": 20}}, {"rotationEffect": \#(turn)}]}}"#
    }

    static func snapshot(_ json: String, at time: Double) throws -> String {
        let renderer = TestRenderer.shared
        let animator = try renderer.animator(for: Array(json.utf8))
        return String(decoding: renderer.svg(of: animator, at: time, options: RenderOptions(mode: .snapshot, time: time), idPrefix: "p"), as: UTF8.self)
    }

    @Test func theHighlightStepsAnEighthOfATurnEveryEighthOfASecond() throws {
        // 0.05 s: the first step (0°); 0.2 s: the second (45°, held from 0.125 to 0.25 s);
        // 1.3 s: 0.3 s into the second turn, the third step (90°); 0.99 s: the eighth (315°).
        for (time, turn) in [(0.2, 45.0), (1.3, 90.0), (0.99, 315.0)] {
            #expect(try Self.snapshot(Self.scene, at: time) == Self.snapshot(Self.spokes(turn: turn), at: time), "t = \(time)")
        }
        // At 0° the turning group is the identity, still written (it is animated), around the spokes.
        let animated = try Self.snapshot(Self.scene, at: 0.05), still = try Self.snapshot(Self.spokes(turn: 0), at: 0.05)
        let start = try #require(still.range(of: #"viewBox="0 0 40 40">"#)).upperBound
        let end = try #require(still.range(of: "</svg>")).lowerBound
        #expect(animated == still[..<start] + #"<g transform="matrix(1 0 0 1 0 0)">"# + still[start..<end] + "</g>" + still[end...])
    }

    @Test func keyframesAnimateItForEverInCSSAndSMIL() throws {
        for format in ["css", "smil"] {
            let svg = try TestRenderer.svg(Self.scene, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format]))
            try SVGValidation.expectValid(Array(svg.utf8), "ProgressView keyframes \(format)")
            #expect(svg.contains(format == "css" ? "infinite" : #"repeatCount="indefinite""#), "\(format): \(svg)")
        }
    }

    @Test func itIsTwentyPointsSquareInALayout() throws {
        // An HStack of a 10-point square, the ProgressView and another: 10 + 8 + 20 + 8 + 10 = 56
        // wide, centred in 100: the second square starts at 22 + 10 + 8 + 20 + 8 = 68.
        let json = #"""
            {"canvas": {"width": 100, "height": 40}, "body": {"type": "HStack", "children": [
              {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
              {"type": "ProgressView"},
              {"type": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"width": 10, "height": 10}}]}]}}
            """#
        let svg = try Self.snapshot(json, at: 0)
        #expect(svg.contains(#"d="M68 15L78 15L78 25L68 25Z""#), "\(svg)")
    }

    @Test func aBadTintIsAnErrorAtItsPath() {
        let diagnostics = TestRenderer.shared.check(Array(#"{"body": {"type": "ProgressView", "tint": 3}}"#.utf8))
        #expect(diagnostics.contains { $0.path == "/body/tint" && $0.severity == .error }, "\(diagnostics)")
    }
}
