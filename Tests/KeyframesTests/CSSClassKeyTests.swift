import Testing

@testable import Keyframes

/// Elements whose CSS classes are made from the same values share one class (`CSSClassKey`).
@Suite struct CSSClassKeyTests {
    static func elements(_ json: String) throws -> [AnimatedElement] {
        ElementTwinsTests.flattened(KeyframesTestSupport.elements(try KeyframesTestSupport.animator(json)))
    }

    @Test func rowsThatFadeAlikeHaveOneKey() throws {
        // Two squares that fade 1 → 0.5 alike (and turn 90°, about their own centres).
        let elements = try Self.elements(ElementTwinsTests.rows(90, 90))
        let fades = elements.filter { if case .opacity = $0.key.role { true } else { false } }
        #expect(fades.count == 2)
        let keys = fades.map { CSSClassKey.of($0, format: .css) }
        #expect(keys[0] != nil && keys[0] == keys[1])
        // One animated property, the opacity from 1 to 0.5 over the second.
        #expect(keys[0]?.kinds == [.opacity])
        #expect(keys[0]?.tracks.first?.keyframes.map(\.value) == [[1], [0.5]])
        #expect(keys[0]?.visibility == nil)
    }

    @Test func aTurnHasNoKey() throws {
        // A rotation's CSS text depends on the element's extent and anchor, not on its values alone.
        let elements = try Self.elements(ElementTwinsTests.rows(90, 90))
        let turns = elements.filter { if case .rotation = $0.key.role { true } else { false } }
        #expect(turns.count == 2)
        #expect(turns.allSatisfy { CSSClassKey.of($0, format: .css) == nil })
    }

    @Test func aLoopThatStartsLaterHoldsTheFirstValueUntilThen() {
        // One keyframe (0.5 at 1 s), then a loop from 2 s: held at 0.5 from 0 to 2 s.
        let loop = PropertyTrack.Loop(
            start: 2, period: 1,
            keyframes: [
                PropertyTrack.Keyframe(time: 0, value: [0.5], timing: .linear),
                PropertyTrack.Keyframe(time: 1, value: [1], timing: .linear),
            ], alternates: false)
        let track = PropertyTrack(keyframes: [PropertyTrack.Keyframe(time: 1, value: [0.5], timing: .linear)], loop: loop)
        let held = KeyframeDocumentWriter.classTrack(track, holdsBeforeLoop: true)
        #expect(held.keyframes.map(\.time) == [0, 2])
        #expect(held.keyframes.map(\.value) == [[0.5], [0.5]])
        #expect(held.loop == loop)
        #expect(KeyframeDocumentWriter.classTrack(track, holdsBeforeLoop: false) == track)
    }
}
