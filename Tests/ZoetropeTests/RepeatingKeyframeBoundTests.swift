import Foundation
import Testing
import Zoetrope

/// The worst repeating keyframe tracks the decoder accepts stay bounded in the keyframes output.
@Suite struct RepeatingKeyframeBoundTests {
    /// Two repeating tracks of two 5 ms keyframes (x: 10 ms passes) and 5.17 ms ones (y: 10.34 ms):
    /// no common period within 8 passes, so the encoder samples them for `unloopableSeconds` (5 s)
    /// after they start and holds: x is cut at 2 boundaries × ⌈5 / 0.01⌉ = 1,000 instants, y at
    /// 2 × ⌈5 / 0.01034⌉ = 968, about 1,967 distinct in all — not a 0.1 µs track's 5,000-cut cap.
    static let scene = #"""
        {"canvas": {"width": 100, "height": 100},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}},
           {"keyframeAnimator": {"initialValue": {"x": 0, "y": 0}, "repeating": true,
             "tracks": {"x": [{"linear": {"to": 10, "duration": 0.005}}, {"linear": {"to": 0, "duration": 0.005}}],
                        "y": [{"linear": {"to": 10, "duration": 0.00517}}, {"linear": {"to": 0, "duration": 0.00517}}]},
             "content": [{"offset": {"x": "value.x", "y": "value.y"}}]}}]}}
        """#

    @Test func cssStopsAreBounded() throws {
        let svg = try TestRenderer.svg(Self.scene)
        let stops = svg.components(separatedBy: "%{").count - 1
        #expect(stops > 1_900 && stops <= 1_970, "\(stops) keyframe stops")
        #expect(svg.utf8.count < 120_000)
    }

    @Test func smilTimesAreBounded() throws {
        let svg = try TestRenderer.svg(Self.scene, options: RenderOptions(format: .smil))
        let keyTimes = svg.components(separatedBy: "keyTimes=\"").dropFirst().map { $0.prefix { $0 != "\"" }.split(separator: ";").count }
        #expect(keyTimes.count == 1)
        #expect(keyTimes.allSatisfy { $0 > 1_900 && $0 <= 1_970 }, "\(keyTimes)")
    }
}
