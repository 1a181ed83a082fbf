import Testing

@testable import Keyframes

/// Elements whose changes look alike to the track cache but move differently keep their own
/// tracks (`TrackCache`): changes of different tracks, and constants that only motion shows,
/// read where the changes move. Expected values worked out by hand from the scenes.
@Suite struct TrackCacheSharingTests {
    /// Two 40×20 rectangles in a ZStack, each with `effects` (modifier JSON) after its frame;
    /// `state` set to `set` at 0.25 s.
    static func pair(_ first: String, _ second: String, state: String, set: String) -> String {
        """
        {"canvas": {"width": 300, "height": 200}, "state": \(state),
         "body": {"type": "ZStack", "children": [
          {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}}, \(first)]},
          {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}}, \(second)]}]},
         "timeline": [{"at": 0.25, "set": \(set)}]}
        """
    }

    /// A linear 0.25 s animation of `on` after a 1 s delay: it moves over [1.25, 1.5] s, and
    /// every instant the cache read before (a third and two thirds of the 1.25 s span) fell in
    /// the delay.
    static let delayed = #"{"animation": {"curve": {"linear": {"duration": 0.25}, "delay": 1}, "value": "on"}}"#

    /// The pair turning 60° when `on` turns true, the first about y and the second about x,
    /// each with `animation` (modifier JSON) after its turn.
    static func turns(_ animation: String) -> String {
        func turn(_ axis: String) -> String { #"{"rotation3DEffect": {"degrees": "on ? 60 : 0", "axis": \#(axis)}}, \#(animation)"# }
        return pair(turn(#"{"x": 0, "y": 1, "z": 0}"#), turn(#"{"x": 1, "y": 0, "z": 0}"#), state: #"{"on": false}"#, set: #"{"on": true}"#)
    }

    /// Expects the elements' `kind` tracks at `time` to hold `expected` (one pair a track) at
    /// components `components`.
    static func expect(
        _ kind: PropertyKind, of json: String, at time: Double, components: (Int, Int), _ expected: [(Double, Double)], within tolerance: Double = 1e-6
    ) throws {
        let tracks = KeyframesTestSupport.elements(try KeyframesTestSupport.animator(json)).compactMap { $0.track(kind) }
        try #require(tracks.count == expected.count)
        for (track, pair) in zip(tracks, expected) {
            let value = track.value(at: time)
            #expect(abs(value[components.0] - pair.0) < tolerance && abs(value[components.1] - pair.1) < tolerance, "\(value)")
        }
    }

    /// One rectangle scaled in x and one in y by the same delayed change: at 1.375 s, halfway
    /// through the motion, one is at scale (1.5, 1), the other at (1, 1.5) (`scale`: anchor x,
    /// anchor y, x, y).
    @Test func changesOfDifferentTracksAfterADelayKeepTheirOwnTracks() throws {
        let json = Self.pair(
            #"{"scaleEffect": {"x": "on ? 2 : 1", "y": 1}}, \#(Self.delayed)"#, #"{"scaleEffect": {"x": 1, "y": "on ? 2 : 1"}}, \#(Self.delayed)"#,
            state: #"{"on": false}"#, set: #"{"on": true}"#)
        try Self.expect(.scale, of: json, at: 1.375, components: (2, 3), [(1.5, 1), (1, 1.5)])
    }

    /// A 60° turn about y against one about x, after the delay: seen edge-on, x shrinks to
    /// cos 60° = 0.5 for the first and y for the second (`projection`: …, scale x, scale y).
    @Test func anAxisOnlyMotionShowsAfterADelayKeepsItsOwnTrack() throws {
        let json = Self.turns(Self.delayed)
        try Self.expect(.projection, of: json, at: 2, components: (4, 5), [(0.5, 1), (1, 0.5)])
    }

    /// The turns under `{"linear": {"duration": 0.25}, "delay": 1, "repeatCount": {"count": 2,
    /// "autoreverses": false}}`, which chains `.delay(1).repeatCount(2)`: each pass waits 1 s and
    /// then turns in 0.25 s, so the passes move over [1.25, 1.5] and [2.5, 2.75] s. A third and two
    /// thirds of the 2.5 s span (1.083 and 1.917 s) both wait. At 3 s both have turned 60°: x
    /// shrinks to cos 60° = 0.5 for the first rectangle and y for the second.
    @Test func aDelayInsideARepeatKeepsItsOwnTrack() throws {
        let animation = #"{"animation": {"curve": {"linear": {"duration": 0.25}, "delay": 1, "repeatCount": {"count": 2, "autoreverses": false}}, "value": "on"}}"#
        let json = Self.turns(animation)
        try Self.expect(.projection, of: json, at: 3, components: (4, 5), [(0.5, 1), (1, 0.5)])
    }

    /// The turns repeated three times without reversing, 0.25 s a pass: a third and two thirds of
    /// the 0.75 s span are where the second and third passes start again from 0°. At 1.5 s both
    /// have turned 60°.
    @Test func aRepeatWhosePassesStartAtTheSampledInstantsKeepsItsOwnTrack() throws {
        let animation = #"{"animation": {"curve": {"linear": {"duration": 0.25}, "repeatCount": {"count": 3, "autoreverses": false}}, "value": "on"}}"#
        let json = Self.turns(animation)
        try Self.expect(.projection, of: json, at: 1.5, components: (4, 5), [(0.5, 1), (1, 0.5)])
    }

    /// The turns repeated for ever, each pass waiting 2 s and then turning in 0.25 s
    /// (`.delay(2).repeatForever(autoreverses: false)`): the first pass moves over [2.25, 2.5] s,
    /// later than the first second after the change that stood in for an endless span. At 2.375 s,
    /// halfway (30°), x shrinks to cos 30° ≈ 0.866 for the first rectangle and y for the second
    /// (within the fit's tolerance; the other's axis would be 0.134 off).
    @Test func aLongDelayBeforeEveryPassOfAnEndlessRepeatKeepsItsOwnTrack() throws {
        let animation = #"{"animation": {"curve": {"linear": {"duration": 0.25}, "delay": 2, "repeatForever": {"autoreverses": false}}, "value": "on"}}"#
        let json = Self.turns(animation)
        let c = (3.0).squareRoot() / 2
        try Self.expect(.projection, of: json, at: 2.375, components: (4, 5), [(c, 1), (1, c)], within: 0.02)
    }

    /// The same turns made by a keyframe run that holds 0° for 1 s and then turns to 60° in
    /// 0.25 s: a third and two thirds of the run are still at 0°; the run's farthest point, its
    /// end, is not.
    @Test func aKeyframeRunThatHoldsFirstKeepsItsOwnTrack() throws {
        func turn(_ axis: String) -> String {
            """
            {"keyframeAnimator": {"initialValue": {"a": 0}, "trigger": "go", "tracks": {"a": [
              {"linear": {"to": 0, "duration": 1}}, {"linear": {"to": 60, "duration": 0.25}}]},
              "content": [{"rotation3DEffect": {"degrees": "value.a", "axis": \(axis)}}]}}
            """
        }
        let json = Self.pair(
            turn(#"{"x": 0, "y": 1, "z": 0}"#), turn(#"{"x": 1, "y": 0, "z": 0}"#), state: #"{"go": 0}"#, set: #"{"go": 1}"#)
        try Self.expect(.projection, of: json, at: 2, components: (4, 5), [(0.5, 1), (1, 0.5)])
    }
}
