import Foundation
import Testing

@testable import Keyframes

/// A view removed with a transition and inserted again: the element that drew its removal draws
/// it again from its return, at rest.
@Suite struct ReinsertionKeyframeTests {
    /// A rectangle (else branch) leaves at 0.3 s with the default opacity transition (easeInOut,
    /// 0.4 s: gone at 0.7 s) and comes back at 1.6 s (fading in over 1.6…2.0 s, a new insertion).
    static let scene = """
        {"canvas": {"width": 200, "height": 100}, "state": {"loading": false},
         "body": {"type": "If", "condition": "loading",
           "then": {"type": "Circle", "modifiers": [{"fill": "red"}, {"frame": {"width": 20, "height": 20}}]},
           "else": {"type": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"width": 40, "height": 20}}]}},
         "timeline": [
           {"at": 0.3, "set": {"loading": true}, "withAnimation": {"easeInOut": {"duration": 0.4}}},
           {"at": 1.6, "set": {"loading": false}, "withAnimation": {"easeInOut": {"duration": 0.4}}}]}
        """

    @Test func theRemovalGroupIsOpaqueAgainWhenTheViewIsBack() throws {
        let elements = KeyframesTestSupport.elements(try KeyframesTestSupport.animator(Self.scene))
        // The removal's opacity group: visible 0.3…0.7 and again from 2.0 s, when the returning
        // rectangle is at rest.
        let removal = try #require(elements.first { element in
            element.visibility.map { $0.keyframes.map(\.time) == [0, 0.3, 0.7, 2.0] } ?? false
        })
        let opacity = try #require(removal.track(.opacity))
        // easeInOut half-way (0.5 s): 0.5; then 0 until the return, and 1 from 2.0 s on.
        #expect(abs(opacity.value(at: 0.5)[0] - 0.5) < 1e-3)
        #expect(opacity.value(at: 1.9)[0] == 0)
        #expect(opacity.value(at: 2.0)[0] == 1)
        #expect(opacity.value(at: 10)[0] == 1)
    }

    @Test func smilStatesTheReturnAsAJump() throws {
        // 1 → 0 over 0.3…0.7 s (4/17 of the 1.7 s run from 0.3 s), held at 0, 1 at 2.0 s.
        let svg = try KeyframesTestSupport.svg(Self.scene, format: .smil)
        #expect(svg.contains(##"<animate attributeName="opacity" values="1;0;0;1" keyTimes="0;.23529;1;1" calcMode="spline" keySplines=".42 0 .58 1;0 0 1 1;0 0 1 1" dur="1.7s" begin=".3s" fill="freeze"/>"##))
    }
}
