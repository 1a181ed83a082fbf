import Foundation
import Testing
import Timeline

@testable import Keyframes

/// Sampled motion stays within its tolerance of the tracks at every instant, not only at keyframes.
@Suite struct FittingTests {
    static let scenes = [
        // A bouncy spring with overshoot.
        KeyframesTestSupport.slide(#"{"spring": {"duration": 0.6, "bounce": 0.5}}"#, at: 0.2),
        // An interpolating spring (adds) interrupted by a bezier.
        #"""
        {"canvas": {"width": 300, "height": 100}, "state": {"x": 0},
         "body": {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"offset": {"x": "x"}}]},
         "timeline": [{"at": 0, "set": {"x": 100}, "withAnimation": {"interpolatingSpring": {"stiffness": 80, "damping": 6}}},
                      {"at": 0.3, "set": {"x": -50}, "withAnimation": {"easeOut": {"duration": 0.4}}}]}
        """#,
        // A spring merged into a running spring, moving a frame (an animated outline).
        #"""
        {"canvas": {"width": 300, "height": 200}, "state": {"w": 40},
         "body": {"type": "RoundedRectangle", "cornerRadius": 6, "modifiers": [{"frame": {"width": "w", "height": 30}}]},
         "timeline": [{"at": 0, "set": {"w": 200}, "withAnimation": "bouncy"}, {"at": 0.25, "set": {"w": 80}, "withAnimation": "snappy"}]}
        """#,
        // A circle's radius is half the shorter side: probing at the end (width 100 > height 80)
        // misses the width, which sets the radius until it passes 80.
        #"""
        {"canvas": {"width": 300, "height": 200}, "state": {"w": 50},
         "body": {"type": "Circle", "modifiers": [{"frame": {"width": "w", "height": 80}}]},
         "timeline": [{"at": 0, "set": {"w": 100}, "withAnimation": {"easeInOut": {"duration": 1}}}]}
        """#,
    ]

    @Test(arguments: scenes.indices)
    func everyInstantIsWithinTolerance(index: Int) throws {
        let animator = try KeyframesTestSupport.animator(Self.scenes[index])
        let sampler = ViewSampler(animator: animator)
        var checked = 0
        func check(_ element: AnimatedElement) {
            let extent = max(abs(element.initial.view.frame.width), abs(element.initial.view.frame.height))
            for (kind, track) in element.tracks {
                let tolerances = kind.tolerances(extent: extent)
                for step in 0...600 {
                    let time = Double(step) / 200
                    guard let view = sampler.presented(element.key.viewID, at: time) else { continue }
                    var expected = element.reader.value(kind, of: view, base: element.base)
                    if kind == .translate, case .shape = element.key.role {
                        expected = [expected[0], expected[1]]
                    }
                    let shown = track.value(at: time)
                    for c in shown.indices {
                        // The fit's tolerance, plus the 20 µs a written instant may move.
                        #expect(abs(shown[c] - expected[c]) <= tolerances[c] * 1.05 + 1e-6, "\(kind)[\(c)] at \(time)")
                    }
                    checked += 1
                }
            }
            element.children.forEach(check)
        }
        KeyframesTestSupport.elements(animator).forEach(check)
        #expect(checked > 600)
    }

    @Test func aBezierSceneNeedsNoSampling() throws {
        // One easeInOut change: the translation is two keyframes, whatever its length.
        let animator = try KeyframesTestSupport.animator(KeyframesTestSupport.slide(#"{"easeInOut": {"duration": 3}}"#))
        let group = try #require(KeyframesTestSupport.elements(animator).first)
        let track = try #require(group.track(.translate))
        #expect(track.keyframes.count == 2)
        #expect(track.keyframes[0].timing == .bezier(0.42, 0, 0.58, 1))
    }

    @Test func anInterruptedBezierKeepsExactPartsOutsideTheOverlap() throws {
        // easeIn 0→100 over 1 s from 0, then at 0.5 an easeOut 100→0 over 1 s adds on top: the
        // overlap [0.5, 1] is fitted; [0, 0.5] is the first half of easeIn and [1, 1.5] the last
        // half of easeOut, each one exact cubic-bezier part.
        let animator = try KeyframesTestSupport.animator(#"""
            {"canvas": {"width": 300, "height": 20}, "state": {"x": 0},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": "x"}}]},
             "timeline": [{"at": 0, "set": {"x": 100}, "withAnimation": {"easeIn": {"duration": 1}}},
                          {"at": 0.5, "set": {"x": 0}, "withAnimation": {"easeOut": {"duration": 1}}}]}
            """#)
        let track = try #require(KeyframesTestSupport.elements(animator).first?.track(.translate))
        let first = try #require(track.keyframes.first)
        #expect(first.time == 0)
        #expect(first.timing == TimingFunction.subcurve(0.42, 0, 1, 1, from: 0, to: 0.5))
        let lastMove = try #require(track.keyframes.dropLast().last)
        #expect(lastMove.time == 1)
        #expect(lastMove.timing == TimingFunction.subcurve(0, 0, 0.58, 1, from: 0.5, to: 1))
    }
}
