import Foundation
import Testing

@testable import Zoetrope

/// `contentTransition` in every output: a text changing from "9" to "10" at 1 s under a linear
/// 0.5 s animation with `opacity` crossfades: halfway (1.25 s) both at opacity 0.5; in the
/// keyframe document the old text's opacity goes 1 → 0 and the new one's 0 → 1 over 0.5 s from
/// 1 s, linearly, and both are drawn only between 1 s and 1.5 s.
@Suite struct ContentTransitionRenderTests {
    static let scene = #"""
        {"canvas": {"width": 200, "height": 100}, "state": {"label": "9"},
         "body": {"type": "Text", "text": "\\(label)", "modifiers": [{"contentTransition": "opacity"}]},
         "timeline": [{"at": 1, "set": {"label": "10"}, "withAnimation": {"linear": {"duration": 0.5}}}]}
        """#

    @Test func theSnapshotHalfwayDrawsBothTextsAtHalfOpacity() throws {
        let svg = try TestRenderer.svg(Self.scene, options: RenderOptions(mode: .snapshot, time: 1.25, text: .text))
        let groups = svg.components(separatedBy: #"<g opacity="0.5">"#).dropFirst()
        #expect(groups.count == 2)
        #expect(groups.first?.contains(">9</text>") == true)
        #expect(groups.last?.contains(">10</text>") == true)
        // Before and after: one text, no group.
        let before = try TestRenderer.svg(Self.scene, options: RenderOptions(mode: .snapshot, time: 0.99, text: .text))
        #expect(before.contains(">9</text>") && !before.contains("opacity"))
        let after = try TestRenderer.svg(Self.scene, options: RenderOptions(mode: .snapshot, time: 1.5, text: .text))
        #expect(after.contains(">10</text>") && !after.contains(">9</text>") && !after.contains("opacity"))
    }

    @Test func cssKeyframesFadeOneOutAndTheOtherIn() throws {
        let svg = try TestRenderer.svg(Self.scene, options: RenderOptions(text: .text))
        #expect(svg.contains("{0%{opacity:1}to{opacity:0}}"))
        #expect(svg.contains("{0%{opacity:0}to{opacity:1}}"))
        // Each fade: 0.5 s, linear, after 1 s; both hidden outside 1…1.5 s of the 1.5 s timeline.
        #expect(svg.components(separatedBy: " .5s linear 1s both").count == 3)
        #expect(svg.contains("{0%{visibility:hidden}66.667%{visibility:visible}to{visibility:hidden}}"))
    }

    @Test func smilKeyframesFadeOneOutAndTheOtherIn() throws {
        let svg = try TestRenderer.svg(Self.scene, options: RenderOptions(text: .text, format: .smil))
        // 1 s of 1.5 s is keyTime 2/3.
        #expect(svg.contains(#"<animate attributeName="opacity" values="1;1;0" keyTimes="0;.66667;1" calcMode="linear" dur="1.5s" fill="freeze"/>"#))
        #expect(svg.contains(#"<animate attributeName="opacity" values="0;0;1" keyTimes="0;.66667;1" calcMode="linear" dur="1.5s" fill="freeze"/>"#))
    }

    @Test func theTraceListsTheChange() throws {
        let output = try TestRenderer.shared.trace(Array(Self.scene.utf8))
        let text = String(decoding: output.bytes, as: UTF8.self)
        #expect(text.contains(#""contentTransitions": [{"view": "/", "transition": "opacity", "from": "9", "to": "10", "animation": "#))
        #expect(text.contains(#""end": 1.5, "blur": 0}]"#))
        #expect(text.contains(#""duration": 1.5"#))
    }

    @Test func numericTextCountingDownIsNamedSoInTheTrace() throws {
        let scene = #"""
            {"canvas": {"width": 200, "height": 100}, "state": {"count": 10},
             "body": {"type": "Text", "text": "\\(count)", "modifiers": [{"contentTransition": {"numericText": {"value": "count"}}}]},
             "timeline": [{"at": 1, "set": {"count": 9}, "withAnimation": {"linear": {"duration": 0.5}}}]}
            """#
        let output = try TestRenderer.shared.trace(Array(scene.utf8))
        let text = String(decoding: output.bytes, as: UTF8.self)
        #expect(text.contains(#""transition": "numericText(countsDown)", "from": "10", "to": "9""#))
    }

    /// numericText's rolling characters blur: the parts' filters animate their deviation in both
    /// formats (a blur group per rolling part: the old 3 and the new 4).
    @Test func numericTextKeyframesAnimateTheBlur() throws {
        let scene = #"""
            {"canvas": {"width": 200, "height": 100}, "state": {"count": 123},
             "body": {"type": "Text", "text": "\\(count)", "modifiers": [{"contentTransition": "numericText"}]},
             "timeline": [{"at": 1, "set": {"count": 124}, "withAnimation": {"linear": {"duration": 0.5}}}]}
            """#
        for options in [RenderOptions(text: .text), RenderOptions(text: .text, format: .smil)] {
            let svg = try TestRenderer.svg(scene, options: options)
            #expect(svg.components(separatedBy: "<feGaussianBlur").count == 3, "\(svg)")
            #expect(svg.components(separatedBy: #"<animate attributeName="stdDeviation""#).count == 3, "\(svg)")
        }
        let output = try TestRenderer.shared.trace(Array(scene.utf8))
        let text = String(decoding: output.bytes, as: UTF8.self)
        #expect(text.contains(#""transition": "numericText", "from": "123", "to": "124""#))
        #expect(!text.contains(#""blur": 0}"#) && text.contains(#", "blur": "#))
    }
}
