import Foundation
import Testing
import Zoetrope

/// `blurReplace` in every output: the inserted circle's blur filter in a snapshot halfway, and
/// valid CSS and SMIL keyframe documents that animate it.
@Suite struct BlurReplaceRenderTests {
    static let scene = #"""
        {"canvas": {"width": 200, "height": 200}, "state": {"shown": false},
         "body": {"type": "ZStack", "children": [{"type": "If", "condition": "shown", "then":
           {"type": "Circle", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"transition": "blurReplace"}]}}]},
         "timeline": [{"at": 1, "set": {"shown": true}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test func everyOutputDrawsTheBlur() throws {
        let snapshot = try TestRenderer.svg(Self.scene, options: RenderOptions(mode: .snapshot, time: 1.5))
        try SVGValidation.expectValid(Array(snapshot.utf8), "blurReplace snapshot")
        #expect(snapshot.contains("feGaussianBlur") && snapshot.contains(#"opacity="0.5""#), "\(snapshot)")
        for format in ["css", "smil"] {
            let svg = try TestRenderer.svg(Self.scene, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format]))
            try SVGValidation.expectValid(Array(svg.utf8), "blurReplace keyframes \(format)")
            #expect(svg.contains("feGaussianBlur"), "\(format)")
        }
        let trace = String(decoding: try TestRenderer.shared.trace(Array(Self.scene.utf8)).bytes, as: UTF8.self)
        // The insertion at 1 s animates for 1 s: the timeline lasts until 2 s.
        #expect(trace.hasPrefix(#"{"duration": 2, "#), "\(trace)")
    }
}
