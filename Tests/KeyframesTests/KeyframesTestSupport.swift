import Foundation
import Geometry
import Scene
import Timeline
import Typesetting

@testable import Keyframes

/// Builds animators and keyframe documents from scene JSON.
enum KeyframesTestSupport {
    static let typesetter: Typesetter = {
        do { return try Typesetter() } catch { fatalError("fonts are missing (make test installs them): \(error)") }
    }()

    static func animator(_ json: String) throws -> Animator {
        Animator(scene: try Scene.decode(Array(json.utf8)), measurer: typesetter)
    }

    static func svg(_ json: String, format: KeyframeEncoder.Format = .css) throws -> String {
        let animator = try animator(json)
        let canvas = Size(width: animator.scene.canvas.width, height: animator.scene.canvas.height)
        let encoder = KeyframeEncoder(format: format, precision: 2, idPrefix: "k", glyphs: nil)
        return String(decoding: encoder.encode(animator, canvas: canvas, background: nil), as: UTF8.self)
    }

    /// The animated elements of a scene, as the encoder builds them.
    static func elements(_ animator: Animator) -> [AnimatedElement] {
        KeyframeEncoder(glyphs: nil).elements(of: animator)
    }

    /// A scene of one 10×10 rectangle whose offset x goes from 0 to 100 at t = `at` with `animation`.
    static func slide(_ animation: String, at time: Double = 0) -> String {
        """
        {"canvas": {"width": 200, "height": 20}, "state": {"x": 0},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": "x"}}]},
         "timeline": [{"at": \(time), "set": {"x": 100}, "withAnimation": \(animation)}]}
        """
    }
}

extension PropertyTrack {
    /// The value a browser shows at `time`: keyframes interpolated with their timing, filled both
    /// ways, then the loop from its start.
    func value(at time: Double) -> [Double] {
        if let loop, time >= loop.start {
            var local = (time - loop.start).truncatingRemainder(dividingBy: loop.period * (loop.alternates ? 2 : 1))
            if loop.alternates && local > loop.period { local = 2 * loop.period - local }
            return Self.interpolate(loop.keyframes, at: local)
        }
        return Self.interpolate(keyframes, at: time)
    }

    static func interpolate(_ frames: [Keyframe], at time: Double) -> [Double] {
        guard let first = frames.first, let last = frames.last else { return [] }
        if time <= first.time { return first.value }
        if time >= last.time { return last.value }
        let index = frames.lastIndex { $0.time <= time }!
        let (a, b) = (frames[index], frames[index + 1])
        let p = a.timing.progress(at: (time - a.time) / (b.time - a.time))
        return zip(a.value, b.value).map { $0 + ($1 - $0) * p }
    }
}
