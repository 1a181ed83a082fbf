import Testing

@testable import Keyframes

/// Elements whose changes look alike to the track cache but move differently keep their own
/// tracks (`TrackCache`): changes of different tracks, and constants that only motion shows,
/// read where the changes move. Expected values worked out by hand from the scenes.
@Suite struct TrackCacheSharingTests {
    /// The tracks of `kind` of the scene's elements, in tree order.
    static func tracks(_ kind: PropertyKind, _ json: String) throws -> [PropertyTrack] {
        KeyframesTestSupport.elements(try KeyframesTestSupport.animator(json)).compactMap { $0.track(kind) }
    }

    /// Two rectangles, one scaled in x and one in y by the same change (linear 0.25 s after a 1 s
    /// delay, from 0.25 s): every instant of the change's span the cache read before its motion
    /// (a third and two thirds of 1.25 s) fell in the delay. At 1.375 s, halfway through the
    /// motion, one is at scale (1.5, 1), the other at (1, 1.5).
    @Test func changesOfDifferentTracksAfterADelayKeepTheirOwnTracks() throws {
        let json = """
            {"canvas": {"width": 300, "height": 200}, "state": {"on": false},
             "body": {"type": "ZStack", "children": [
              {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}},
                {"scaleEffect": {"x": "on ? 2 : 1", "y": 1}},
                {"animation": {"curve": {"linear": {"duration": 0.25}, "delay": 1}, "value": "on"}}]},
              {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}},
                {"scaleEffect": {"x": 1, "y": "on ? 2 : 1"}},
                {"animation": {"curve": {"linear": {"duration": 0.25}, "delay": 1}, "value": "on"}}]}]},
             "timeline": [{"at": 0.25, "set": {"on": true}}]}
            """
        let tracks = try Self.tracks(.scale, json)
        try #require(tracks.count == 2)
        for (track, expected) in zip(tracks, [[1.5, 1.0], [1.0, 1.5]]) {
            let value = track.value(at: 1.375)
            #expect(abs(value[2] - expected[0]) < 1e-6 && abs(value[3] - expected[1]) < 1e-6, "\(value)")
        }
    }

    /// A 60° turn about y against one about x: seen edge-on, x shrinks to cos 60° = 0.5 for the
    /// first and y for the second (`projection`: …, scale x, scale y). The turn starts after a
    /// 1 s delay, so nothing turns at the instants the cache read before.
    @Test func anAxisOnlyMotionShowsAfterADelayKeepsItsOwnTrack() throws {
        let json = """
            {"canvas": {"width": 300, "height": 200}, "state": {"on": false},
             "body": {"type": "ZStack", "children": [
              {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}},
                {"rotation3DEffect": {"degrees": "on ? 60 : 0", "axis": {"x": 0, "y": 1, "z": 0}}},
                {"animation": {"curve": {"linear": {"duration": 0.25}, "delay": 1}, "value": "on"}}]},
              {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}},
                {"rotation3DEffect": {"degrees": "on ? 60 : 0", "axis": {"x": 1, "y": 0, "z": 0}}},
                {"animation": {"curve": {"linear": {"duration": 0.25}, "delay": 1}, "value": "on"}}]}]},
             "timeline": [{"at": 0.25, "set": {"on": true}}]}
            """
        let tracks = try Self.tracks(.projection, json)
        try #require(tracks.count == 2)
        for (track, expected) in zip(tracks, [[0.5, 1.0], [1.0, 0.5]]) {
            let value = track.value(at: 2)
            #expect(abs(value[4] - expected[0]) < 1e-6 && abs(value[5] - expected[1]) < 1e-6, "\(value)")
        }
    }

    /// The same turns made by a keyframe run that holds 0° for 1 s and then turns to 60° in
    /// 0.25 s: a third and two thirds of the run are still at 0°; the run's farthest point, its
    /// end, is not.
    @Test func aKeyframeRunThatHoldsFirstKeepsItsOwnTrack() throws {
        func rectangle(axis: String) -> String {
            """
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}},
              {"keyframeAnimator": {"initialValue": {"a": 0}, "trigger": "go", "tracks": {"a": [
                {"linear": {"to": 0, "duration": 1}}, {"linear": {"to": 60, "duration": 0.25}}]},
                "content": [{"rotation3DEffect": {"degrees": "value.a", "axis": \(axis)}}]}}]}
            """
        }
        let json = """
            {"canvas": {"width": 300, "height": 200}, "state": {"go": 0},
             "body": {"type": "ZStack", "children": [\(rectangle(axis: #"{"x": 0, "y": 1, "z": 0}"#)), \(rectangle(axis: #"{"x": 1, "y": 0, "z": 0}"#))]},
             "timeline": [{"at": 0.25, "set": {"go": 1}}]}
            """
        let tracks = try Self.tracks(.projection, json)
        try #require(tracks.count == 2)
        for (track, expected) in zip(tracks, [[0.5, 1.0], [1.0, 0.5]]) {
            let value = track.value(at: 2)
            #expect(abs(value[4] - expected[0]) < 1e-6 && abs(value[5] - expected[1]) < 1e-6, "\(value)")
        }
    }
}
